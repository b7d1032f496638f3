import { describe, expect, it } from "vitest";
import {
  cleanSkills,
  formatEducationLine,
  formatExperienceLine,
  parseEducationLine,
  parseExperienceLine,
  parseLines,
} from "../../contract/profile.js";

describe("parseEducationLine: 'Degree at School (Year)'", () => {
  it("splits a matching line into its three parts, trimmed", () => {
    expect(parseEducationLine("  BA in English at University of Dhaka (2019) ")).toEqual({
      degree: "BA in English",
      school: "University of Dhaka",
      year: "2019",
    });
  });
  it("takes the first ' at ' as the split, so a school may contain 'at'", () => {
    expect(parseEducationLine("MSc at Institute at Sea (2020-2022)")).toEqual({
      degree: "MSc",
      school: "Institute at Sea",
      year: "2020-2022",
    });
  });
  it("reads '@' as 'at', as the Bangla and Arabic forms write it", () => {
    expect(parseEducationLine("ইংরেজিতে বিএ @ ঢাকা বিশ্ববিদ্যালয় (২০১৯)")).toEqual({
      degree: "ইংরেজিতে বিএ",
      school: "ঢাকা বিশ্ববিদ্যালয়",
      year: "২০১৯",
    });
    expect(parseExperienceLine("معلم @ المجلس الثقافي البريطاني (٢٠١٩) - حصص")).toEqual({
      role: "معلم",
      company: "المجلس الثقافي البريطاني",
      duration: "٢٠١٩",
      description: "حصص",
    });
    expect(formatEducationLine({ degree: "BA", school: "DU", year: "2019" }, "@")).toBe("BA @ DU (2019)");
    expect(
      formatExperienceLine({ role: "Tutor", company: "BC", duration: "2019", description: "" }, "@"),
    ).toBe("Tutor @ BC (2019)");
  });
  it.each([
    "BA in English",
    "BA in English at University of Dhaka",
    "BA in English (2019)",
    "at University (2019)",
  ])("a line not matching (%s) becomes the degree only", (line) => {
    expect(parseEducationLine(line)).toEqual({ degree: line.trim(), school: "", year: "" });
  });
});

describe("parseExperienceLine: 'Role at Company (Duration) - Description'", () => {
  it("splits a full line", () => {
    expect(parseExperienceLine("English tutor at British Council (2019-2023) - IELTS classes")).toEqual({
      role: "English tutor",
      company: "British Council",
      duration: "2019-2023",
      description: "IELTS classes",
    });
  });
  it("keeps a hyphen inside the description", () => {
    expect(parseExperienceLine("Coach at X (1 yr) - one-to-one - online").description).toBe(
      "one-to-one - online",
    );
  });
  it("accepts a line without a description", () => {
    expect(parseExperienceLine("Teacher at School (2 years)")).toEqual({
      role: "Teacher",
      company: "School",
      duration: "2 years",
      description: "",
    });
  });
  it.each(["Freelance tutor", "Tutor at Home", "Tutor - private lessons"])(
    "a line not matching (%s) becomes the role only",
    (line) => {
      expect(parseExperienceLine(line)).toEqual({ role: line, company: "", duration: "", description: "" });
    },
  );
});

describe("parseLines", () => {
  it("skips blank and whitespace-only lines and trims the rest", () => {
    const text = "\n  BA at Dhaka (2019)  \n\n   \nSelf-taught\n";
    expect(parseLines(text, parseEducationLine)).toEqual([
      { degree: "BA", school: "Dhaka", year: "2019" },
      { degree: "Self-taught", school: "", year: "" },
    ]);
  });
  it("handles Windows line endings", () => {
    expect(parseLines("A at B (1)\r\nC\r\n", parseEducationLine)).toEqual([
      { degree: "A", school: "B", year: "1" },
      { degree: "C", school: "", year: "" },
    ]);
  });
  it("gives an empty list for empty text", () => {
    expect(parseLines("", parseExperienceLine)).toEqual([]);
  });
});

describe("formatting and round trip", () => {
  it("formats an education entry, and a degree-only entry as the degree", () => {
    expect(formatEducationLine({ degree: "BA", school: "Dhaka", year: "2019" })).toBe("BA at Dhaka (2019)");
    expect(formatEducationLine({ degree: "Self-taught", school: "", year: "" })).toBe("Self-taught");
  });
  it("formats an experience entry with and without a description", () => {
    expect(formatExperienceLine({ role: "Tutor", company: "X", duration: "1y", description: "d" })).toBe(
      "Tutor at X (1y) - d",
    );
    expect(formatExperienceLine({ role: "Tutor", company: "X", duration: "1y", description: "" })).toBe(
      "Tutor at X (1y)",
    );
    expect(formatExperienceLine({ role: "Freelance", company: "", duration: "", description: "" })).toBe(
      "Freelance",
    );
  });
  it.each([
    { degree: "BA in English", school: "University of Dhaka", year: "2019" },
    { degree: "Self-taught", school: "", year: "" },
    { degree: "MA", school: "SOAS", year: "" },
  ])("education %o survives format → parse", (entry) => {
    expect(parseEducationLine(formatEducationLine(entry))).toEqual(entry);
  });
  it.each([
    { role: "English tutor", company: "British Council", duration: "2019-2023", description: "IELTS" },
    { role: "Coach", company: "Self", duration: "2 years", description: "" },
    { role: "Freelance", company: "", duration: "", description: "" },
  ])("experience %o survives format → parse", (entry) => {
    expect(parseExperienceLine(formatExperienceLine(entry))).toEqual(entry);
  });
});

describe("cleanSkills", () => {
  it("trims, drops empty ones and repeats in any letter case, keeping the first spelling and order", () => {
    expect(cleanSkills(["  English ", "", "   ", "IELTS", "english", "Math"])).toEqual([
      "English",
      "IELTS",
      "Math",
    ]);
  });
  it("gives an empty list for nothing", () => {
    expect(cleanSkills([])).toEqual([]);
  });
});
