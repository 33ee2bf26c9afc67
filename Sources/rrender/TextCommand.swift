import ArgumentParser
import Foundation
import RRender

/// `rrender text`: the text shown on pages.
struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Print the text shown on a page, in reading order; without --page, every page's text separated by form feeds."
    )

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var progress: ProgressOptions

    @Option(help: "The page, from 1.")
    var page: Int?

    func validate() throws {
        if let page, page < 1 { throw ValidationError("--page must be 1 or more") }
    }

    func run() throws {
        let renderer = try layout.renderer()
        if let page {
            _ = try renderer.readingOrderLocation(ofPage: page)
            print(try renderer.text(ofPage: page))
        } else {
            // Every chapter laid out once, in parallel; pages printed in order, separated by a
            // form feed (one stream: print only, never FileHandle). The page count is known at
            // the end only: the bar shows pages printed and the share of chapters reached.
            let bar = progress.bar(layout.book, unit: "pages")
            defer { bar?.clear() }
            bar?.update(0, of: nil, note: "laying out")
            let chapters = max(1, renderer.publication.readingOrder.count)
            try renderer.forEachPageText { location, text in
                let page = (location.number > 1 ? "\u{0C}" : "") + text
                if let bar { bar.printing { print(page) } } else { print(page) }
                bar?.update(location.number, of: nil, fraction: Double(location.resource + 1) / Double(chapters))
            }
        }
        try layout.finish(renderer)
    }
}
