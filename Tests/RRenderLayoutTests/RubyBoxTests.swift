import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// How `<ruby>` becomes a paragraph's base text with annotations over it (`BoxTreeBuilder+Ruby`),
/// when the markup is not what HTML expects. Fixed shaper.
@Suite struct RubyBoxTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))

    /// Each annotation and the base text it is over, in every paragraph of the page.
    private func annotations(_ page: PageLayout) -> [String] {
        var seen = Set<String>(), pairs: [String] = []
        for case .text(let line) in page.fragments where seen.insert(line.paragraph.spec.text).inserted {
            let spec = line.paragraph.spec
            pairs += spec.rubies.map { "\($0.text) over \(spec.text(in: $0.range))" }
        }
        return pairs
    }

    /// A block inside a ruby ends the paragraph its bases were in: an annotation after it has
    /// no base left to go over (it once made a range from an offset of the paragraph before,
    /// and trapped; found by FuzzLayoutFixed).
    @Test(arguments: [
        ("<p>zz<ruby>ab<div>cd</div><rt>x</rt></ruby></p>", [String]()),
        ("<p>zz<ruby><rb>ab<div>cd</div></rb><rt>x</rt></ruby></p>", []),
        ("<p>zz<ruby>ab<rt>x</rt><div>cd</div>ef<rt>y</rt></ruby></p>", ["x over ab", "y over ef"])
    ])
    func aBlockInsideARubyEndsItsSegment(body: String, expected: [String]) throws {
        let page = try #require(try fixture.pages(body: body, css: "p, div { margin: 0 }").first)
        #expect(annotations(page) == expected)
    }
}
