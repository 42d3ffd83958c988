import Foundation
import IntentCodegen
import TestSupport
import Testing

@testable import intentc

@Suite struct UnifiedDiffTests {
    private func numbered(_ count: Int) -> String {
        (1...count).map { "l\($0)\n" }.joined()
    }

    private func replacing(_ text: String, _ replacements: [String: String]) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            replacements[String($0)] ?? String($0)
        }
        .joined(separator: "\n")
    }

    private func diff(_ old: String?, _ new: String) -> String? {
        UnifiedDiff.diff(old: old.map { Array($0.utf8) }, new: Array(new.utf8), path: "Out/A.swift")
    }

    @Test func equalContentsHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == nil)
        #expect(diff("", "") == nil)
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let old = numbered(10)
        #expect(
            diff(old, replacing(old, ["l5": "X"]))
                == """
                --- Out/A.swift
                +++ Out/A.swift
                @@ -2,7 +2,7 @@
                 l3
                 l4
                -l5
                +X
                 l6
                 l7
                 l8

                """.replacingOccurrences(of: "@@ -2,7 +2,7 @@\n", with: "@@ -2,7 +2,7 @@\n l2\n"))
    }

    @Test func aMissingFileIsDiffedAgainstDevNull() {
        #expect(diff(nil, "a\nb\n") == "--- /dev/null\n+++ Out/A.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(diff(nil, "") == "--- /dev/null\n+++ Out/A.swift\n")
    }

    @Test func emptiedFile() {
        #expect(diff("a\n", "") == "--- Out/A.swift\n+++ Out/A.swift\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(
            diff("x\ny", "x\nz\n")
                == "--- Out/A.swift\n+++ Out/A.swift\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+z\n"
        )
    }

    @Test func linesAreComparedAsBytesNotAsCanonicallyEquivalentStrings() {
        let composed = "caf\u{E9}\n"
        let decomposed = "cafe\u{301}\n"
        #expect(composed == decomposed)
        #expect(
            diff(composed, decomposed)
                == "--- Out/A.swift\n+++ Out/A.swift\n@@ -1 +1 @@\n-\(composed)+\(decomposed)")
        #expect(
            diff("a\r\nb\n", "a\nb\n") == "--- Out/A.swift\n+++ Out/A.swift\n@@ -1,2 +1,2 @@\n-a\r\n+a\n b\n")
    }

    /// GNU diff is the reference for hunk boundaries, merging and numbering; the edits here are
    /// unambiguous so both must choose the same lines.
    @Test(arguments: [
        ["l5": "A"], ["l1": "A"], ["l16": "A"], ["l5": "A", "l12": "B"], ["l5": "A", "l13": "B"],
        ["l2": "A", "l3": "B", "l15": "C"], ["l8": "A\nB\nC"], ["l8": ""],
    ])
    func matchesGNUDiff(_ replacements: [String: String]) throws {
        let old = numbered(16)
        let new = replacing(old, replacements).replacingOccurrences(of: "\n\n", with: "\n")
        let expected = try gnuDiff(old, new)
        let ours = try #require(diff(old, new))
        #expect(
            ours.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
                == expected)
    }

    /// Labels say which side is which after a tab, where `patch` stops reading the path: the
    /// labelled diff of a file applies to that file by its path alone.
    @Test func aLabelledDiffSaysWhichSideIsWhichAndStillApplies() throws {
        let text = try #require(
            UnifiedDiff.diff(
                old: Array("a\nb\n".utf8), new: Array("a\nc\n".utf8), path: "Out/A.swift",
                labels: (old: "(in the folder)", new: "(as generated now)")))
        #expect(
            text.hasPrefix("--- Out/A.swift\t(in the folder)\n+++ Out/A.swift\t(as generated now)\n@@ -1,2 +1,2 @@\n"))
        let directory = try TemporaryDirectory()
        try directory.write("a\nb\n", to: "Out/A.swift")
        let patched = try ProcessRunner.run("/usr/bin/patch", ["-s", "-p0"], in: directory.root, input: text)
        #expect(patched.status == 0, "\(patched.error)")
        #expect(FileManager.default.contents(atPath: directory.path("Out/A.swift")) == Data("a\nc\n".utf8))
    }

    /// Applying the diff with `patch` turns the old text into the new, also when the edit is large
    /// enough to be shown as one replacement.
    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func patchAppliesTheDiff(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let lineCount = seed == 5 ? 6000 : 60
        let old = (0..<lineCount).map { _ in "w\(random.next() % 8)\n" }.joined()
        let new =
            seed == 5
            ? (0..<lineCount).map { _ in "v\(random.next() % 8)\n" }.joined()
            : old.split(separator: "\n").compactMap { line -> String? in
                switch random.next() % 6 {
                case 0: nil
                case 1: "new\(random.next() % 4)\n\(line)\n"
                default: "\(line)\n"
                }
            }.joined()
        let text = try #require(diff(old, new))
        let directory = try TemporaryDirectory()
        try directory.write(old, to: "old")
        try directory.write(text, to: "patch")
        let patched = try ProcessRunner.run(
            "/usr/bin/patch",
            ["-s", "-o", directory.path("patched"), directory.path("old"), directory.path("patch")])
        #expect(patched.status == 0, "\(patched.error)")
        #expect(FileManager.default.contents(atPath: directory.path("patched")) == Data(new.utf8))
    }

    private func gnuDiff(_ old: String, _ new: String) throws -> String {
        let directory = try TemporaryDirectory()
        try directory.write(old, to: "old")
        try directory.write(new, to: "new")
        let result = try ProcessRunner.run(
            "/usr/bin/diff", ["-u", directory.path("old"), directory.path("new")])
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .joined(separator: "\n")
    }
}
