import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A block's height (CSS 2.1 §10.5–§10.7): `height` even when the content is taller (it
/// overflows, and what follows starts at the box's bottom), `min-height` and `max-height` over
/// both, percentages only of a containing block whose height is definite, and the margins that
/// collapse through a box of `auto` height. Fixed shaper: lines 20 px tall.
@Suite struct BlockHeightTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400), imageSizes: ["a.png": Size(width: 20, height: 10)])

    func dump(_ body: String, css: String) throws -> String {
        try #require(try fixture.pages(body: body, css: "body { margin: 0 } p { margin: 0 } " + css).first).dump()
    }

    @Test func aHeightSmallerThanTheContentIsKeptAndTheContentOverflows() throws {
        #expect(
            try dump("<div><p>A</p><p>B</p></div><p>C</p>", css: "div { height: 10px; background: red }") == """
                box 0,0 200×10 background #FF0000
                text 0,0 8×20 [0..<1] "A"
                text 0,20 8×20 [0..<1] "B"
                text 0,10 8×20 [0..<1] "C"
                """)
    }

    @Test func minAndMaxHeightBoundTheHeightAndTheContent() throws {
        #expect(
            try dump(
                "<div class='a'><p>A</p></div><div class='b'><p>B</p><p>B</p></div>",
                css: "div { background: red } .a { height: 5px; min-height: 30px; max-height: 10px } .b { max-height: 25px }")
                    == """
                    box 0,0 200×30 background #FF0000
                    box 0,30 200×25 background #FF0000
                    text 0,0 8×20 [0..<1] "A"
                    text 0,30 8×20 [0..<1] "B"
                    text 0,50 8×20 [0..<1] "B"
                    """)
    }

    @Test func percentagesNeedADefiniteContainingHeight() throws {
        // The body's height is auto: 50 % of it is auto too, and so the content's 20 px.
        #expect(
            try dump("<div><p>A</p></div>", css: "div { height: 50%; background: red }") == """
                box 0,0 200×20 background #FF0000
                text 0,0 8×20 [0..<1] "A"
                """)
        // Of a parent 100 px tall: 50 px; a min-height of an auto parent's height means none.
        #expect(
            try dump(
                "<section><div></div></section><div class='m'></div>",
                css: "section { height: 100px } div { height: 50%; background: red } .m { height: 0; min-height: 50% }") == """
                    box 0,0 200×50 background #FF0000
                    """)
    }

    @Test func aLastChildsMarginCollapsesThroughAnAutoHeightOnly() throws {
        let css = "div { background: red } p { margin-bottom: 30px } .h { height: 20px }"
        // Auto height, even with a min-height: the margin leaves the box.
        #expect(
            try dump("<div style='min-height: 10px'><p>A</p></div><p>B</p>", css: css) == """
                box 0,0 200×20 background #FF0000
                text 0,0 8×20 [0..<1] "A"
                text 0,50 8×20 [0..<1] "B"
                """)
        // A height keeps it inside (and the box is its height).
        #expect(
            try dump("<div class='h'><p>A</p></div><p>B</p>", css: css) == """
                box 0,0 200×20 background #FF0000
                text 0,0 8×20 [0..<1] "A"
                text 0,20 8×20 [0..<1] "B"
                """)
    }

    @Test func aPicturesPercentagesAreOfItsContainingBlock() throws {
        // 50 % of an auto height is auto (the natural 10 px); of a 100 px block, 50 px.
        let images = try dump(
            "<p><img src='a.png'/></p><div><img src='a.png'/></div>", css: "img { height: 50% } div { height: 100px }"
        )
        .split(separator: "\n").filter { $0.hasPrefix("image") }
        #expect(images == ["image 0,6 20×10 a.png", "image 0,20 100×50 a.png"], "\(images)")
        // A positioned picture's width: half its containing block's, once.
        #expect(
            try dump(
                "<div><img src='a.png'/></div>",
                css: "div { position: relative; width: 160px; height: 50px } img { position: absolute; width: 50% }")
                == "image 0,0 80×40 a.png")
    }
}
