import ArgumentParser
import Foundation
import RRender
import Synchronization

/// `rrender render` (the default): pages to PNG files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render pages to PNG (the default command).",
        discussion: """
            Examples:
              rrender book.epub --page 12 -o p.png
              rrender book.epub --pages 1-20,31 -o 'out/page-%d.png'
              rrender book.epub --pages all -o 'out/page-%04d.png'
            In the output name, %d (or %03d…) stands for the page number.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var progress: ProgressOptions

    @Option(help: "The page to render, from 1.")
    var page: Int?

    @Option(
        help: ArgumentHelp("Pages to render: ‘all’ or a list such as 1-20,31.", valueName: "SPEC"), completion: .list(["all"]))
    var pages: String?

    @Option(
        help: ArgumentHelp(
            "Render the page showing this resource or link target (OPS/ch3.xhtml, OPS/ch3.xhtml#note2).",
            valueName: "HREF"))
    var at: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The PNG file; a pattern with %d for several pages; ‘-’ for standard output.",
            valueName: "PATH"), completion: Completions.png)
    var output: String?

    func validate() throws {
        if [page != nil, pages != nil, at != nil].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --page, --pages and --at")
        }
        if let page, page < 1 { throw ValidationError("--page must be 1 or more") }
        if let pages {
            guard let selection = PageSelection(parsing: pages) else {
                throw ValidationError("--pages must be ‘all’ or a list such as 1-20,31 (got ‘\(pages)’)")
            }
            // Said before the book is laid out, not after (every page of a long book takes seconds).
            if selection.namesSeveralPages, let output, let problem = OutputTarget.problemNamingSeveralPages(output) {
                throw ValidationError(problem)
            }
        }
    }

    func run() throws {
        let renderer = try layout.renderer()
        try layout.renderingPages(of: renderer) { try render(renderer) }
    }

    private func render(_ renderer: Renderer) throws {
        var selection = pages.flatMap(PageSelection.init(parsing:)) ?? .list([page ?? 1])
        if let at {
            guard let number = renderer.pageNumber(for: at) else {
                throw CLIFailure.usage("\(renderer.publication.sourceName): \(at) is not a document of the publication")
            }
            selection = .list([number])
        }
        let allPattern = output ?? defaultOutput(several: true, first: 1)
        if selection == .all, OutputTarget.numbersPages(allPattern) {
            // Every page: each chapter laid out once, numbered as the book is laid out.
            let target = try OutputTarget(allPattern, pageCount: 2)
            try target.prepareDirectories(for: [1])
            let counter = AllPagesProgress(bar: progress.bar(layout.book, unit: "pages"), renderer: renderer)
            defer { counter.bar?.clear() }
            try renderer.renderAllPNGs { location, png in
                try target.write(png, page: location.number)
                counter.written(location)
            }
            counter.bar?.clear()
            try layout.finish(renderer)
            return
        }
        let numbers = try selection.pageNumbers(pageCount: { renderer.pageCount() })
        // --page and --pages name pages of the book; --at may lead to a non-linear item after them.
        if at == nil { for number in numbers { _ = try renderer.readingOrderLocation(ofPage: number) } }
        let several = numbers.count > 1 || pages != nil
        let target = try OutputTarget(
            output ?? defaultOutput(several: several, first: numbers.first ?? 1), pageCount: numbers.count)
        try target.prepareDirectories(for: numbers)
        let bar = numbers.count > 1 ? progress.bar(layout.book, unit: "pages") : nil
        defer { bar?.clear() }
        try renderer.renderPNGs(numbers) { location, png in
            try target.write(png, page: location.number)
            bar?.advance(of: numbers.count)
        }
        bar?.clear()
        try layout.finish(renderer)
    }

    /// `book-12.png`, or `book-page-%d.png` for several pages, in the current directory.
    private func defaultOutput(several: Bool, first: Int) -> String {
        let name = URL(fileURLWithPath: layout.book).deletingPathExtension().lastPathComponent
        return several ? "\(name)-page-%d.png" : "\(name)-\(first).png"
    }
}
