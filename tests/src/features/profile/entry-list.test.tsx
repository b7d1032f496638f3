import { msg } from "@lingui/core/macro";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Education } from "../../../../contract/index.js";
import type { EntryValues } from "../../../../src/features/profile/components/entry-form.js";
import { EntryList } from "../../../../src/features/profile/components/entry-list.js";
import { educationError } from "../../../../src/features/profile/components/validation.js";

afterEach(cleanup);

const entry: Education = {
  _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a01",
  degree: "BA",
  school: "Dhaka",
  year: "2019",
};

function setup(entries: Education[] = [entry]) {
  const onAdd = vi.fn(async (_v: EntryValues) => {});
  const onUpdate = vi.fn(async (_id: string, _v: EntryValues) => {});
  const onDelete = vi.fn(async (_id: string) => {});
  render(
    <EntryList<Education>
      noun="education"
      entries={entries}
      fields={[
        { key: "degree", label: msg`Degree`, required: true },
        { key: "school", label: msg`School` },
        { key: "year", label: msg`Year` },
      ]}
      valuesOf={(e) => ({ degree: e.degree, school: e.school, year: e.year })}
      nameOf={(e) => e.degree}
      summary={(e) => <p>{`${e.degree} / ${e.school} / ${e.year}`}</p>}
      validate={educationError}
      onAdd={onAdd}
      onUpdate={onUpdate}
      onDelete={onDelete}
    />,
  );
  return { onAdd, onUpdate, onDelete };
}

describe("EntryList (education / experience)", () => {
  it("adds an entry from the small form, trimmed", async () => {
    const { onAdd } = setup([]);
    expect(screen.getByText("No education added yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add education" }));
    fireEvent.change(screen.getByLabelText(/Degree/), { target: { value: "  MA  " } });
    fireEvent.change(screen.getByLabelText("School"), { target: { value: "SOAS" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ degree: "MA", school: "SOAS", year: "" }));
    await waitFor(() => expect(screen.queryByLabelText("School")).toBeNull());
  });

  it("refuses an entry without its degree, with the contract's text", () => {
    const { onAdd } = setup([]);
    fireEvent.click(screen.getByRole("button", { name: "Add education" }));
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("alert").textContent).toBe("Degree is required.");
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("edits in place, sending only the fields that changed", async () => {
    const { onUpdate } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Edit education BA" }));
    expect((screen.getByLabelText("Year") as HTMLInputElement).value).toBe("2019");
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "2020" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledExactlyOnceWith(entry._id, { year: "2020" }));
  });

  it("Escape leaves the edit form without saving", () => {
    const { onUpdate } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Edit education BA" }));
    fireEvent.keyDown(screen.getByLabelText("Year"), { key: "Escape" });
    expect(screen.queryByLabelText("Year")).toBeNull();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it("deletes an entry", () => {
    const { onDelete } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Delete education BA" }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(entry._id);
  });
});
