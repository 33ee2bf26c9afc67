import ArgumentParser
import Foundation
import RRender
import RRenderTesting

/// `rrender compare OLD NEW`: two editions compared page by page by reading position.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two editions of a publication page by page, pairing pages by their text, not their number.",
        discussion: """
            Resources are paired by href; the pages of each pair are aligned by their text (a word diff), \
            and only aligned pages are compared pixel by pixel. Each page is same, moved (same content, \
            another page number), changed (text or pixels), added or removed. One edition under two \
            settings: give the same file twice with --set-old and --set-new.

            Examples:
              rrender compare old.epub new.epub
              rrender compare book.epub book.epub --set-new fontSize=1.2 --report report
              rrender compare old.epub new.epub --json
              rrender compare old.epub new.epub --junit junit.xml --summary summary.md --reporter github

            Exit codes: 0 nothing changed; 1 something did; 64 bad flag or value; 65 malformed \
            publication; 66 unreadable input.
            """
    )

    @Argument(help: "The old edition.", completion: Completions.publication)
    var old: String

    @Argument(help: "The new edition.", completion: Completions.publication)
    var new: String

    @Option(
        name: .customLong("set-old"),
        help: ArgumentHelp("A preference for the old side, KEY=VALUE (repeatable).", valueName: "KEY=VALUE"),
        completion: Completions.preferenceAssignment)
    var setOld: [String] = []

    @Option(
        name: .customLong("set-new"),
        help: ArgumentHelp("A preference for the new side, KEY=VALUE (repeatable).", valueName: "KEY=VALUE"),
        completion: Completions.preferenceAssignment)
    var setNew: [String] = []

    /// The layout flags of `render`, for both sides: --viewport, --scale, --jobs, --set,
    /// --preferences, --password (--set-old and --set-new win over them).
    @OptionGroup var screen: ScreenOptions

    @Option(
        help: ArgumentHelp("The pixel tolerance: ‘exact’ or ‘rendering’.", valueName: "PRESET"), completion: Completions.tolerance
    )
    var tolerance: String = "exact"

    /// --report, --junit, --summary, --reporter, --source-root, --report-url.
    @OptionGroup var reports: ReportOptions

    @Flag(help: "Print one JSON line per page pair instead of human lines.")
    var json = false

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        for assignment in setOld + setNew {
            var epub = EPUBPreferences.empty, pdf = PDFPreferences.empty
            do { try epub.set(assignment: assignment) } catch {
                if (try? pdf.set(assignment: assignment)) == nil {
                    throw ValidationError("--set-old/--set-new \(assignment): \(error)")
                }
            }
        }
        _ = try Self.parseTolerance(tolerance)
    }

    func run() throws {
        let oldRenderer = try renderer(old, adding: setOld)
        let newRenderer = try renderer(new, adding: setNew)
        let bar = progress.bar(new, unit: "pages", json: json)
        defer { bar?.clear() }
        let pairs = try EditionComparison(tolerance: try Self.parseTolerance(tolerance))
            .compare(old: oldRenderer, new: newRenderer) { bar?.update($0, of: $1) }
        bar?.clear()
        let renames = PagePair.renames(in: pairs)
        if json {
            for pair in pairs { print(JSONLines.line(pair)) }
        } else {
            for rename in renames { print("renamed: \(rename.old) → \(rename.new)") }
            for pair in pairs where pair.differs { print(Self.line(pair)) }
            let counts = PagePair.Status.allNames.map { status in
                "\(pairs.filter { $0.status.rawValue == status }.count) \(status)"
            }
            print("\(old) → \(new): \((counts + ["\(renames.count) renamed"]).joined(separator: ", "))")
        }
        try reports.write(pairs.map { ReportEntry($0, publication: new) }, title: "rrender compare")
        if pairs.contains(where: \.differs) || !renames.isEmpty { throw CLIFailure.imagesDiffer }
    }

    /// `Chapter 3 · ch03.xhtml p. 12 → p. 12: changed, text: …`.
    static func line(_ pair: PagePair) -> String {
        let title = (pair.new?.locator.title ?? pair.old?.locator.title).map { "\($0) · " } ?? ""
        let pages = "\(pair.old.map { "p. \($0.number)" } ?? "—") → \(pair.new.map { "p. \($0.number)" } ?? "—")"
        let what = pair.change.map { SnapshotResult.describeChange($0) } ?? pair.status.rawValue
        return "\(title)\(pair.href) \(pages): \(pair.status.rawValue)\(pair.change == nil ? "" : ", " + what)"
    }

    /// A renderer for `path` at the screen's flags, with `assignments` set over its preferences.
    private func renderer(_ path: String, adding assignments: [String]) throws -> Renderer {
        func applying<P: ConfigurablePreferences>(_ preferences: P) throws -> P {
            var preferences = preferences
            for assignment in assignments {
                do { try preferences.set(assignment: assignment) } catch { throw CLIFailure.usage("\(assignment): \(error)") }
            }
            return preferences
        }
        let publication = try Renderer.openPublication(path, password: screen.password)
        let options = screen.renderOptions
        return publication.isPDF
            ? try Renderer(
                publication: publication, options: options, pdfPreferences: try applying(screen.reading.pdfPreferences()))
            : try Renderer(
                publication: publication, options: options, preferences: try applying(screen.reading.epubPreferences()))
    }

    /// The tolerance preset named `name`.
    static func parseTolerance(_ name: String) throws -> ImageDiff.Tolerance {
        do { return try ImageDiff.Tolerance(preset: name, maxChannelDelta: nil, maxDifferingShare: nil) } catch {
            throw ValidationError(
                "--tolerance must be \(ImageDiff.Tolerance.presetNames.joined(separator: " or ")) (got ‘\(name)’)")
        }
    }
}

extension PagePair.Status {
    /// Every status name, in the order of the summary line.
    static let allNames = ["same", "moved", "changed", "added", "removed"]
}
