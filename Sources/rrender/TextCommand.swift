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
            let bar = progress.bar(layout.book, unit: "pages")
            defer { bar?.clear() }
            bar?.update(0, of: nil, note: "laying out")
            let count = renderer.pageCount()
            for number in 1...max(1, count) where count > 0 {
                // Pages are separated by a form feed (one stream: print only, never FileHandle).
                let text = (number > 1 ? "\u{0C}" : "") + (try renderer.text(ofPage: number))
                if let bar { bar.printing { print(text) } } else { print(text) }
                bar?.advance(of: count)
            }
        }
        try layout.finish(renderer)
    }
}
