import ArgumentParser
import Foundation
import RRender

/// `rrender diff`: two PNG images compared pixel by pixel, for visual diffs in CI.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images, or two folders of them, pixel by pixel; exit 0 when they match, 1 when they do not.",
        discussion: """
            Prints one line either way: how many pixels differ (count and share), by how much at most, \
            and the two sizes when they differ (images of different sizes never match). With -o, a diff \
            image is written when the images do not match (nothing is written when they do): the \
            expected image pale, differing pixels red and, when the sizes differ, on a canvas as large \
            as both, the pixels only one image has magenta.

            The comparison is exact by default: in CI any change to a page should be seen and approved, \
            not absorbed. Golden-image tests allow antialiasing noise from other builds of the same \
            libraries; --tolerance rendering does the same (48 per channel on 0.1 % of the pixels). \
            --max-channel-delta and --max-differing-share set either part, alone or over a preset.

            Two folders: the PNGs of the same relative path (subfolders included) are compared, and \
            each is same, changed (beyond the tolerance), new (only in the second folder) or missing \
            (only in the first). A line for each file that is not the same, then the counts; --json \
            prints one JSON line per file instead, --report DIR writes an HTML report (the one of \
            rrender snapshot) and --junit FILE a JUnit XML file (one testcase per file).

            Examples:
              rrender diff expected.png actual.png
              rrender diff goldens/ pages/ --report report --junit junit.xml
              rrender diff expected.png actual.png -o diff.png --tolerance rendering
              rrender diff a.png b.png --max-channel-delta 16 --max-differing-share 0.5%

            Exit codes: 0 the images (every file of the folders) match; 1 they do not; 64 bad flag or \
            value, or a file and a folder; 65 a file is not a PNG or is damaged; 66 a file or folder is \
            missing or unreadable; 73 the diff image, report or JUnit file could not be written.
            """
    )

    @Argument(help: "The expected image (PNG), or a folder of them.", completion: Completions.png)
    var expected: String

    @Argument(help: "The actual image (PNG), or a folder of them, compared with the expected one.", completion: Completions.png)
    var actual: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Where to write the diff image (PNG) when the images do not match.",
            valueName: "PATH"), completion: Completions.png)
    var output: String?

    @Option(
        help: ArgumentHelp("The tolerance to start from: ‘exact’ or ‘rendering’.", valueName: "PRESET"),
        completion: Completions.tolerance)
    var tolerance: String = "exact"

    @Option(
        help: ArgumentHelp(
            "The largest difference in any channel (0 to 255) that does not count as a difference.",
            valueName: "N"))
    var maxChannelDelta: String?

    @Option(
        help: ArgumentHelp("The share of pixels allowed to differ: 0 to 1, or a percentage such as 0.1%.", valueName: "SHARE"))
    var maxDifferingShare: String?

    @Option(
        help: ArgumentHelp("With folders: write an HTML report (index.html and images) to this folder.", valueName: "DIR"),
        completion: .directory)
    var report: String?

    @Option(
        help: ArgumentHelp("With folders: write a JUnit XML file.", valueName: "FILE"), completion: .file(extensions: ["xml"]))
    var junit: String?

    @Flag(help: "With folders: print one JSON line per file instead of human lines.")
    var json = false

    func validate() throws {
        _ = try parsedTolerance()
        try validateFolders()
        guard let output else { return }
        if output.isEmpty || output == "-" {
            throw ValidationError("-o needs a file name (the diff image never goes to standard output, the summary does)")
        }
        for input in [expected, actual] where Self.sameFile(output, input) {
            throw ValidationError("-o \(output) would replace the image \(input)")
        }
    }

    func run() throws {
        if Self.isFolder(expected) || Self.isFolder(actual) { return try runOnFolders(tolerance: parsedTolerance()) }
        let comparison = try ImageComparison(expectedPath: expected, actualPath: actual, tolerance: parsedTolerance())
        let toleranceNote = comparison.tolerance == .exact ? "" : " (tolerance: \(comparison.tolerance))"
        if comparison.matches {
            print("\(expected) and \(actual) match: \(comparison.diff.summary)\(toleranceNote)")
            return
        }
        let line = "\(expected) and \(actual) do not match: \(comparison.diff.summary)\(toleranceNote)"
        guard let output else {
            print(line)
            throw CLIFailure.imagesDiffer
        }
        do {
            try AtomicFile.prepareFolder(for: output)
            try AtomicFile.write(comparison.diffPNG(), to: output, kind: "diff image")
        } catch {
            // The summary still says what differs; flushed so it comes before the error line.
            print(line)
            fflush(nil)
            throw error
        }
        print("\(line); diff image: \(output)")
        throw CLIFailure.imagesDiffer
    }

    /// The tolerance the flags ask for.
    func parsedTolerance() throws -> ImageDiff.Tolerance {
        do {
            return try ImageDiff.Tolerance(
                preset: tolerance, maxChannelDelta: maxChannelDelta, maxDifferingShare: maxDifferingShare)
        } catch {
            switch error {
            case .unknownPreset(let name):
                let names = ImageDiff.Tolerance.presetNames.map { "‘\($0)’" }.joined(separator: " or ")
                throw ValidationError("--tolerance must be \(names) (got ‘\(name)’)")
            case .invalidChannelDelta(let text):
                throw ValidationError("--max-channel-delta must be a whole number from 0 to 255 (got ‘\(text)’)")
            case .invalidShare(let text):
                throw ValidationError("--max-differing-share must be from 0 to 1, or a percentage such as 0.1% (got ‘\(text)’)")
            }
        }
    }

    /// True when both paths name the same file (or would, once created).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return resolved(a) == resolved(b)
    }
}
