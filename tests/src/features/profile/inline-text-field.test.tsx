import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InlineTextField } from "../../../../src/features/profile/components/inline-text-field.js";
import { fieldError } from "../../../../src/features/profile/components/validation.js";
import { ApiError } from "../../../../src/lib/api-client.js";

afterEach(cleanup);

function setup(onSave = vi.fn(async (_value: string) => {})) {
  render(
    <InlineTextField
      label="Headline"
      editLabel="Edit headline"
      value="IELTS coach"
      onSave={onSave}
      validate={fieldError("headline")}
    />,
  );
  return onSave;
}

function startEditing() {
  fireEvent.click(screen.getByRole("button", { name: "Edit headline" }));
  return screen.getByRole("textbox", { name: "Headline" }) as HTMLInputElement;
}

describe("InlineTextField", () => {
  it("shows the value with a pencil button, and an input with the value when editing", () => {
    setup();
    expect(screen.getByText("IELTS coach")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    const input = startEditing();
    expect(input.value).toBe("IELTS coach");
    expect(document.activeElement).toBe(input);
  });

  it("Enter saves the trimmed value and closes the editor", async () => {
    const onSave = setup();
    const input = startEditing();
    fireEvent.change(input, { target: { value: "  Spoken English coach  " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Spoken English coach");
    await waitFor(() => expect(screen.queryByRole("textbox")).toBeNull());
  });

  it("the Save button saves too", async () => {
    const onSave = setup();
    fireEvent.change(startEditing(), { target: { value: "Maths tutor" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith("Maths tutor");
    await waitFor(() => expect(screen.queryByRole("textbox")).toBeNull());
  });

  it("Escape cancels: nothing is saved and the old value is back", () => {
    const onSave = setup();
    const input = startEditing();
    fireEvent.change(input, { target: { value: "Something else" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("IELTS coach")).toBeTruthy();
    // Editing again starts from the saved value, not the abandoned draft.
    expect(startEditing().value).toBe("IELTS coach");
  });

  it("Cancel cancels", () => {
    const onSave = setup();
    fireEvent.change(startEditing(), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("an unchanged value closes without a request", () => {
    const onSave = setup();
    fireEvent.keyDown(startEditing(), { key: "Enter" });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("a failed save stays in edit mode and shows the server's text in red", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError("Please login", 401, "UNAUTHENTICATED");
    });
    setup(onSave);
    const input = startEditing();
    fireEvent.change(input, { target: { value: "New" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect((await screen.findByRole("alert")).textContent).toBe("Please login");
    expect(screen.getByRole("textbox", { name: "Headline" })).toBeTruthy();
  });

  it("a failure without server text says 'Profile update failed'", async () => {
    setup(
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const input = startEditing();
    fireEvent.change(input, { target: { value: "New" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect((await screen.findByRole("alert")).textContent).toBe("Profile update failed");
  });

  it("an empty name is refused before any request, with the contract's text", () => {
    const onSave = vi.fn(async () => {});
    render(
      <InlineTextField
        label="Name"
        editLabel="Edit name"
        value="Amina"
        onSave={onSave}
        validate={fieldError("name")}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Edit name" }));
    const input = screen.getByRole("textbox", { name: "Name" });
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Name cannot be empty.");
  });

  it("the email is edited in an email input and a malformed address is refused before sending", () => {
    const onSave = vi.fn(async () => {});
    render(
      <InlineTextField
        label="Email"
        editLabel="Edit email"
        value="a@b.example"
        onSave={onSave}
        validate={fieldError("email")}
        inputType="email"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Edit email" }));
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("type")).toBe("email");
    fireEvent.change(input, { target: { value: "not an address" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email address.");
  });

  it("in a multi-line field Shift+Enter does not save, Enter does", () => {
    const onSave = vi.fn(async () => {});
    render(<InlineTextField label="Bio" editLabel="Edit bio" value="" onSave={onSave} multiline />);
    fireEvent.click(screen.getByRole("button", { name: "Edit bio" }));
    const area = screen.getByRole("textbox", { name: "Bio" });
    fireEvent.change(area, { target: { value: "Line one" } });
    fireEvent.keyDown(area, { key: "Enter", shiftKey: true });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(area, { key: "Enter" });
    expect(onSave).toHaveBeenCalledWith("Line one");
  });
});
