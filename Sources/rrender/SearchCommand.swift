import ArgumentParser
import Foundation
import RRender

/// `rrender search`: the results of a search (seed 003, Readium's Search API), one line per hit
/// or one JSON `LocatorCollection` per page of results (a reading-order resource, a PDF page).
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search a publication's text and print the results.",
        discussion: """
            Each line shows the table-of-contents entry, the page at the viewport and the hit in \
            brackets with its context. With --json, one LocatorCollection (Readium JSON) per resource \
            with hits, one per line, as they are found. A bad query (an invalid regular expression) \
            exits with 64.
            """
    )

    /// Characters of context on each side in the human-readable lines, unless --snippet says.
    static let lineSnippetLength = 40

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var progress: ProgressOptions

    @Argument(help: "The text to look for (a regular expression with --regex).")
    var query: String

    @Flag(help: "Upper- and lower-case letters differ.")
    var caseSensitive = false

    @Flag(help: "Accented and unaccented letters differ.")
    var diacriticSensitive = false

    @Flag(help: "Only whole words match.")
    var wholeWord = false

    @Flag(help: "Match the query literally (case- and diacritic-sensitive).")
    var exact = false

    @Flag(help: "The query is a regular expression (ICU syntax).")
    var regex = false

    @Option(help: ArgumentHelp("The language whose case rules apply (default: the publication's).", valueName: "TAG"))
    var language: String?

    @Option(
        help: ArgumentHelp(
            "Characters of context before and after each hit (default: 200 in JSON, 40 in lines).",
            valueName: "N"))
    var snippet: Int?

    @Flag(help: "Print one LocatorCollection JSON per line (per page of results).")
    var json = false

    func validate() throws {
        if let snippet, snippet < 0 { throw ValidationError("--snippet must be 0 or more") }
    }

    /// The search options the flags ask for (unset flags leave the service's defaults).
    var options: SearchOptions {
        var options = SearchOptions(
            caseSensitive: caseSensitive ? true : nil, diacriticSensitive: diacriticSensitive ? true : nil,
            wholeWord: wholeWord ? true : nil, exact: exact ? true : nil, language: language,
            regularExpression: regex ? true : nil)
        if let length = snippet ?? (json ? nil : Self.lineSnippetLength) {
            options[SearchOptions.snippetLengthKey] = String(length)
        }
        return options
    }

    func run() throws {
        let renderer = try layout.renderer()
        let iterator: SearchIterator
        do { iterator = try SearchService(renderer).makeIterator(query: query, options: options) } catch {
            throw Self.failure(error)
        }
        var pages = 0, found = 0
        let bar = progress.bar(layout.book, unit: renderer.publication.isPDF ? "pages" : "chapters", json: json)
        defer { bar?.clear() }
        while true {
            let page: LocatorCollection?
            do { page = try iterator.nextPage { bar?.update($0, of: $1, note: "\(found) result\(found == 1 ? "" : "s")") } } catch
            {
                throw Self.failure(error)
            }
            guard let page else { break }
            pages += 1
            found += page.locators.count
            let numbers = iterator.lastPageNumbers
            let lines = json ? [page.jsonString()] : page.locators.indices.map { line(for: page.locators[$0], page: numbers[$0]) }
            if let bar { bar.printing { for line in lines { print(line) } } } else { for line in lines { print(line) } }
            fflush(nil)  // a page is shown as soon as it is found
        }
        bar?.clear()
        if !json {
            let count = iterator.resultCount
            print("\(count) result\(count == 1 ? "" : "s") in \(pages) resource\(pages == 1 ? "" : "s")")
        }
        try layout.finish(renderer)
    }

    /// `title, page N: before[highlight]after`, whitespace runs as single spaces.
    private func line(for locator: Locator, page number: Int?) -> String {
        let text = locator.text.sanitized()
        let page = number.map { "page \($0)" } ?? "page ?"
        let title = locator.title?.collapsingWhitespace() ?? locator.href
        return "\(title), \(page): \(text.before ?? "")[\(text.highlight ?? "")]\(text.after ?? "")"
    }

    private static func failure(_ error: SearchError) -> CLIFailure {
        CLIFailure(message: error.description, code: error.exitCode)
    }
}
