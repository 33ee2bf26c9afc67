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
            // form feed (one stream: print only, never FileHandle). The bar counts pages printed
            // as `render --pages all` does (`AllPagesProgress`).
            let counter = AllPagesProgress(bar: progress.bar(layout.book, unit: "pages"), renderer: renderer)
            defer { counter.bar?.clear() }
            counter.start(note: "laying out")
            try renderer.forEachPageText { location, text in
                let page = (location.number > 1 ? "\u{0C}" : "") + text
                if let bar = counter.bar { bar.printing { print(page) } } else { print(page) }
                counter.written(location)
            }
        }
        try layout.finish(renderer)
    }
}
