import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SkillsEditor } from "../../../../src/features/profile/components/skills-editor.js";
import { ApiError } from "../../../../src/lib/api-client.js";

afterEach(cleanup);

function setup(skills = ["English", "IELTS"]) {
  const onAdd = vi.fn(async (_skill: string) => {});
  const onRemove = vi.fn(async (_skill: string) => {});
  render(<SkillsEditor skills={skills} onAdd={onAdd} onRemove={onRemove} />);
  const input = screen.getByRole("textbox", { name: "New skill" }) as HTMLInputElement;
  const add = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
  };
  return { onAdd, onRemove, input, add };
}

describe("SkillsEditor", () => {
  it("lists the skills as chips, each with a remove button", () => {
    setup();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["English", "IELTS"]);
    expect(screen.getByRole("button", { name: "Remove skill IELTS" })).toBeTruthy();
  });

  it("adds the trimmed skill and clears the input", async () => {
    const { onAdd, input, add } = setup();
    add("   Public speaking  ");
    expect(onAdd).toHaveBeenCalledExactlyOnceWith("Public speaking");
    await waitFor(() => expect(input.value).toBe(""));
  });

  it("Enter in the input adds too", () => {
    const { onAdd, input } = setup();
    fireEvent.change(input, { target: { value: "Maths" } });
    fireEvent.submit(input.form!);
    expect(onAdd).toHaveBeenCalledWith("Maths");
  });

  it.each(["", "    ", "\t"])("ignores an empty skill (%j)", (value) => {
    const { onAdd, add } = setup();
    add(value);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("does not send a skill already listed in another letter case", () => {
    const { onAdd, input, add } = setup();
    add(" english ");
    expect(onAdd).not.toHaveBeenCalled();
    expect(input.value).toBe("");
  });

  it("removes a skill with its × button", () => {
    const { onRemove } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Remove skill English" }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith("English");
  });

  it("shows a failure inline in red and keeps the typed skill", async () => {
    const onAdd = vi.fn(async () => {
      throw new ApiError("A profile can list at most 50 skills.", 400, "VALIDATION");
    });
    render(<SkillsEditor skills={[]} onAdd={onAdd} onRemove={vi.fn()} />);
    const input = screen.getByRole("textbox", { name: "New skill" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "Chess" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A profile can list at most 50 skills.");
    expect(input.value).toBe("Chess");
  });

  it("says so when there are no skills", () => {
    setup([]);
    expect(screen.getByText("No skills added yet.")).toBeTruthy();
  });
});
