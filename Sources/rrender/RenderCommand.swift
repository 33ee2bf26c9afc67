import ArgumentParser
import Foundation
import RRender

/// `rrender render` (the default): pages to PNG files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render pages to PNG (the default command).",
        discussion: """
        rrender book.epub --page 12 -o p.png
        rrender book.epub --pages 1-20,31 -o 'out/page-%d.png'     (%d, %03d… take the page number)
        rrender book.epub --pages all -o 'out/page-%04d.png'
        """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "The page to render, from 1.")
    var page: Int?

    @Option(help: ArgumentHelp("Pages to render: ‘all’ or a list such as 1-20,31.", valueName: "SPEC"))
    var pages: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file; a pattern with %d for several pages; ‘-’ for standard output.",
                                                     valueName: "PATH"))
    var output: String?

    func validate() throws {
        if page != nil, pages != nil { throw ValidationError("give --page or --pages, not both") }
        if let page, page < 1 { throw ValidationError("--page must be 1 or more") }
        if let pages, PageSelection(parsing: pages) == nil {
            throw ValidationError("--pages must be ‘all’ or a list such as 1-20,31 (got ‘\(pages)’)")
        }
    }

    func run() throws {
        let renderer = try layout.renderer()
        let selection = pages.flatMap(PageSelection.init(parsing:)) ?? .list([page ?? 1])
        let numbers = try selection.pageNumbers(pageCount: { renderer.pageCount() })
        let target = try OutputTarget(output ?? defaultOutput(several: numbers.count > 1 || pages != nil), pageCount: numbers.count)
        try target.prepareDirectories(for: numbers)
        try renderer.renderPNGs(numbers) { location, png in
            try target.write(png, page: location.number)
        }
        try layout.finish(renderer)
    }

    /// `book-12.png`, or `book-page-%d.png` for several pages, in the current directory.
    private func defaultOutput(several: Bool) -> String {
        let name = URL(fileURLWithPath: layout.book).deletingPathExtension().lastPathComponent
        return several ? "\(name)-page-%d.png" : "\(name)-\(page ?? 1).png"
    }
}
