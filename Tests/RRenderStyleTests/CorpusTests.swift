import Foundation
import RRenderCore
import RRenderTestSupport
import RRenderXML
import Testing

@testable import RRenderStyle

/// Every stylesheet of every corpus EPUB, parsed and matched against the book's own documents.
@Suite struct CorpusTests {
    struct SheetSummary {
        let book: String
        let entry: String
        let rules: Int
        let styleRules: Int
        let diagnostics: [Diagnostic]
    }

    static func summaries() throws -> [SheetSummary] {
        var found: [SheetSummary] = []
        for epub in try Corpus.epubs() {
            for entry in try Corpus.entries(of: epub) where entry.lowercased().hasSuffix(".css") {
                let sheet = CSSParser.parseStylesheet(bytes: try Corpus.read(entry, from: epub), location: entry)
                let styles = sheet.rules.reduce(0) { count, rule in
                    if case .media(let media) = rule { return count + media.rules.count }
                    if case .style = rule { return count + 1 }
                    return count
                }
                found.append(
                    SheetSummary(
                        book: epub.lastPathComponent, entry: entry, rules: sheet.rules.count,
                        styleRules: styles, diagnostics: sheet.diagnostics))
            }
        }
        return found
    }

    @Test func everyCorpusStylesheetParsesSanely() throws {
        let sheets = try Self.summaries()
        for sheet in sheets {
            print(
                "\(sheet.book) \(sheet.entry): \(sheet.rules) rules, \(sheet.styleRules) style rules, \(sheet.diagnostics.count) diagnostics"
            )
            for diagnostic in sheet.diagnostics { print("  \(diagnostic)") }
            #expect(sheet.diagnostics.allSatisfy { $0.severity < .error }, "\(sheet.entry)")
            #expect(sheet.diagnostics.allSatisfy { $0.location?.hasPrefix(sheet.entry) == true }, "\(sheet.entry)")
        }
        #expect(sheets.count >= 20)
        #expect(sheets.reduce(0) { $0 + $1.styleRules } > 500)
        let moby = try #require(sheets.first { $0.book == "moby-dick.epub" })
        // 4 @font-face, 2 @media (2 rules inside) and 53 top-level style rules: 61 blocks in the file.
        #expect(moby.rules == 59)
        #expect(moby.styleRules == 55)
        let live = try #require(sheets.first { $0.book == "live-manual.en.epub" })
        #expect(live.rules == 256)
        #expect(moby.diagnostics.isEmpty)
    }

    @Test func mobyDickParagraphsAfterTheFirstAreIndented() throws {
        let epub = try #require(try Corpus.epubs().first { $0.lastPathComponent == "moby-dick.epub" })
        let sheet = CSSParser.parseStylesheet(
            bytes: try Corpus.read("OPS/css/stylesheet.css", from: epub), location: "stylesheet.css")
        var index = SelectorIndex<CSSStyleRule>()
        for rule in sheet.styleRules(in: MediaEnvironment(width: 600, height: 800)) { index.insert(rule.selectors, value: rule) }
        let chapter = try DOMParser.parseXHTML(
            try Corpus.read("OPS/chapter_001.xhtml", from: epub), location: "chapter_001.xhtml")
        let tree = ElementTree(root: chapter.root)
        let paragraphs = (0..<tree.count).filter { tree.lowercasedName(of: $0) == "p" }
        let indented = paragraphs.filter { p in
            index.matches(for: p, in: tree).contains { $0.selector.description == "p + p" }
        }
        // Expected straight from the DOM: a `p` whose previous element sibling is a `p`.
        var expected = 0
        chapter.root.forEachDescendant { element in
            let children = element.elementChildren
            for (previous, current) in zip(children, children.dropFirst()) where previous.name == "p" && current.name == "p" {
                expected += 1
            }
        }
        #expect(paragraphs.count > 10)
        #expect(indented.count == expected)
        #expect(expected > 10)
    }

    @Test func everyCorpusDocumentMatchesItsBooksStylesheets() throws {
        for epub in try Corpus.epubs() {
            let entries = try Corpus.entries(of: epub)
            var index = SelectorIndex<Int>()
            for entry in entries where entry.lowercased().hasSuffix(".css") {
                let bytes = try Corpus.read(entry, from: epub)
                let sheet = CSSParser.parseStylesheet(bytes: bytes, location: entry)
                for rule in sheet.styleRules(in: MediaEnvironment(width: 600, height: 800)) {
                    index.insert(rule.selectors, value: 0)
                }
            }
            var elements = 0
            var matches = 0
            for entry in entries where entry.lowercased().hasSuffix("html") {
                let bytes = try Corpus.read(entry, from: epub)
                guard let document = try? DOMParser.parseXHTML(bytes, location: entry) else { continue }
                let tree = ElementTree(root: document.root)
                elements += tree.count
                for element in 0..<tree.count { matches += index.matchingOrders(for: element, in: tree).count }
            }
            print("\(epub.lastPathComponent): \(index.entries.count) selectors, \(elements) elements, \(matches) matches")
            #expect(elements > 0, "\(epub.lastPathComponent)")
            #expect(index.entries.isEmpty || matches > 0, "\(epub.lastPathComponent)")
        }
    }
}
