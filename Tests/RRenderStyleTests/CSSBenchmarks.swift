import Foundation
import RRenderTestSupport
import RRenderXML
import Testing

@testable import RRenderStyle

/// Figures, not assertions: run with `RRENDER_BENCH=1 swift test -c release --filter CSSBenchmarks`.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["RRENDER_BENCH"] == "1"))
struct CSSBenchmarks {
    /// All corpus stylesheets concatenated, repeated to about 200 KB.
    static func bigStylesheet() throws -> String {
        var corpus = ""
        for epub in try Corpus.epubs() {
            for entry in try Corpus.entries(of: epub) where entry.hasSuffix(".css") {
                corpus += String(decoding: try Corpus.read(entry, from: epub), as: UTF8.self) + "\n"
            }
        }
        var text = ""
        while text.utf8.count < 200_000 { text += corpus }
        return text
    }

    /// A chapter of `sections` sections, each with a heading, paragraphs and a list (~25 elements each).
    static func syntheticChapter(sections: Int) -> String {
        var body = ""
        for s in 0..<sections {
            body += "<section id=\"s\(s)\" class=\"chapter\"><h2 class=\"title\">Part \(s)</h2>"
            for p in 0..<6 {
                body += "<p class=\"\(p == 0 ? "first" : "body") c\(p)\">Text <em>em</em> and <a href=\"#s\(s)\">link</a>.</p>"
            }
            body += "<ul class=\"list\"><li>a</li><li>b</li><li><span lang=\"fr\">c</span></li></ul></section>"
        }
        return "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>x</title></head><body>\(body)</body></html>"
    }

    static func measure(_ label: String, repeat count: Int = 20, _ body: () -> Void) {
        body()
        let clock = ContinuousClock()
        var best = Duration.seconds(1000)
        for _ in 0..<count {
            let elapsed = clock.measure(body)
            best = min(best, elapsed)
        }
        let ms = Double(best.components.attoseconds) / 1e15 + Double(best.components.seconds) * 1000
        print("BENCH \(label): \(String(format: "%.3f", ms)) ms (best of \(count))")
    }

    @Test func parseLargeStylesheet() throws {
        let text = try Self.bigStylesheet()
        var rules = 0
        Self.measure("tokenize \(text.utf8.count / 1024) KB") { rules = CSSTokenizer.tokenize(text).count }
        Self.measure("parse \(text.utf8.count / 1024) KB") {
            rules = CSSParser.parseStylesheet(text, location: "big.css").rules.count
        }
        print("BENCH rules: \(rules)")
        let epub = try #require(try Corpus.epubs().first { $0.lastPathComponent == "live-manual.en.epub" })
        let live = String(decoding: try Corpus.read("OEBPS/css/xhtml.css", from: epub), as: UTF8.self)
        Self.measure("parse live-manual xhtml.css (\(live.utf8.count / 1024) KB)") {
            rules = CSSParser.parseStylesheet(live, location: "xhtml.css").rules.count
        }
    }

    @Test func matchManyElements() throws {
        let html = Self.syntheticChapter(sections: 200)
        let document = try DOMParser.parseXHTML(Array(html.utf8), location: "big.xhtml")
        var tree = ElementTree(root: document.root)
        Self.measure("ElementTree of \(tree.count) elements") { tree = ElementTree(root: document.root) }
        var css = ""
        for epub in try Corpus.epubs() where ["live-manual.en.epub", "moby-dick.epub"].contains(epub.lastPathComponent) {
            for entry in try Corpus.entries(of: epub) where entry.hasSuffix(".css") {
                css += String(decoding: try Corpus.read(entry, from: epub), as: UTF8.self)
            }
        }
        css += ".chapter p.body + p { a: b } section > h2.title ~ ul li:nth-child(2n+1) span:lang(fr) { a: b }"
        let rules = CSSParser.parseStylesheet(css, location: "x.css").styleRules(in: MediaEnvironment(width: 600, height: 800))
        var index = SelectorIndex<Int>()
        for (i, rule) in rules.enumerated() { index.insert(rule.selectors, value: i) }
        var total = 0
        Self.measure(
            "match \(tree.count) elements × \(rules.count) rules (\(index.entries.count) selectors), indexed", repeat: 10
        ) {
            total = 0
            for element in 0..<tree.count { total += index.matches(for: element, in: tree).count }
        }
        Self.measure("matchingOrders only", repeat: 10) {
            total = 0
            for element in 0..<tree.count { total += index.matchingOrders(for: element, in: tree).count }
        }
        Self.measure("candidates only", repeat: 10) {
            total = 0
            for element in 0..<tree.count { total += index.candidates(for: element, in: tree).count }
        }
        print(
            "BENCH matched pairs: \(total), candidates tested: \((0..<tree.count).reduce(0) { $0 + index.candidates(for: $1, in: tree).count })"
        )
        guard ProcessInfo.processInfo.environment["RRENDER_BENCH_BRUTE"] != "0" else { return }
        let selectors = SelectorList(index.entries.map(\.selector))
        Self.measure("match \(tree.count) elements × \(index.entries.count) selectors, brute force", repeat: 3) {
            total = 0
            for element in 0..<tree.count {
                for position in selectors.selectors.indices
                where SelectorMatcher.matches(selectors.selectors[position], element: element, in: tree) { total += 1 }
            }
        }
        print("BENCH matched pairs (brute force): \(total)")
    }
}
