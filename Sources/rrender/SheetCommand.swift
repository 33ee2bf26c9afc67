import ArgumentParser
import Foundation
import RRender

/// `rrender sheet`: one place in a book under combinations of settings, as one labelled PNG.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render the same place in a book under every combination of some settings, as one labelled grid image.",
        discussion: """
            Example:
              rrender sheet book.epub --page 5 --vary fontSize=1,1.5,2 --vary theme=light,sepia,dark -o sheet.png
              rrender sheet doc.pdf --page 2 --viewport 1200x800 --vary spread=never,always --vary fit=auto,width
            The place is the start of --page at the other preferences (--set, --preferences); each cell shows the
            page holding it under its combination. The first --vary runs along the rows, the others down them.
            """
    )

    /// More cells than this make a sheet nobody can read.
    static let maximumCells = 64

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var progress: ProgressOptions

    @Option(help: "The page whose place is shown, from 1.")
    var page: Int = 1

    @Option(
        help: ArgumentHelp("A preference and its values, as KEY=V1,V2,… (repeatable).", valueName: "KEY=VALUES"),
        completion: Completions.preferenceAssignment)
    var vary: [String] = []

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The PNG file (default: BOOK-sheet.png).", valueName: "PATH"),
        completion: Completions.png)
    var output: String?

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
        guard !vary.isEmpty else { throw ValidationError("give at least one --vary KEY=V1,V2") }
        var cells = 1
        for text in vary {
            do { cells *= try ContactSheet.Variation(parsing: text).values.count } catch {
                throw ValidationError("--vary \(text): \(error)")
            }
        }
        guard cells <= Self.maximumCells else {
            throw ValidationError("--vary asks for \(cells) cells; at most \(Self.maximumCells)")
        }
    }

    func run() throws {
        let publication = try Renderer.openPublication(layout.book, password: layout.password)
        let variations = try vary.map { text throws(CLIFailure) in
            do {
                let variation = try ContactSheet.Variation(parsing: text)
                try variation.check(pdf: publication.isPDF)
                return variation
            } catch {
                throw CLIFailure.usage("--vary \(text): \(error)")
            }
        }
        let sheet =
            publication.isPDF
            ? ContactSheet(
                publication: publication, options: layout.renderOptions, pdfPreferences: try layout.reading.pdfPreferences())
            : ContactSheet(
                publication: publication, options: layout.renderOptions, preferences: try layout.reading.epubPreferences())
        let bar = progress.bar(layout.book, unit: "cells")
        defer { bar?.clear() }
        bar?.update(0, of: variations.reduce(1) { $0 * $1.values.count })
        let image = try sheet.render(page: page, variations: variations) { bar?.update($0, of: $1) }
        bar?.clear()
        let name = URL(fileURLWithPath: layout.book).deletingPathExtension().lastPathComponent
        let target = try OutputTarget(output ?? "\(name)-sheet.png", pageCount: 1)
        try target.prepareDirectories(for: [page])
        try target.write(image.pngData(), page: page)
    }
}
