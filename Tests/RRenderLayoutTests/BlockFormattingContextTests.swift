import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Blocks that establish a block formatting context (CSS 2.1 §9.4.1: `overflow` other than
/// `visible`, tables, block pictures) beside floats: their border box does not overlap the
/// floats' margin boxes, it goes beside them when there is room and below them when there is
/// not (§9.5); the floats inside them are theirs, and their height reaches to them (§10.6.7).
/// Fixed shaper: 8 px characters, 20 px lines.
@Suite struct BlockFormattingContextTests {
    let fixture = LayoutFixture(viewport: Size(width: 300, height: 400))

    func dump(_ body: String, css: String) throws -> String {
        try #require(
            try fixture.pages(
                body: body, css: "body { margin: 0 } .f { float: left; width: 100px; height: 60px; background: blue } " + css
            )
            .first
        ).dump()
    }

    @Test func anOverflowBlockGoesBesideAFloatNarrowedToTheRoomLeft() throws {
        #expect(
            try dump("<div class='f'></div><div class='o'></div>", css: ".o { overflow: hidden; height: 20px; background: red }")
                == """
                box 100,0 200×20 background #FF0000
                box 0,0 100×60 background #0000FF
                """)
    }

    @Test func aBlockTooWideForTheRoomGoesBelowTheFloat() throws {
        #expect(
            try dump(
                "<div class='f'></div><div class='o'></div>",
                css: ".o { overflow: hidden; width: 250px; height: 20px; background: red }") == """
                    box 0,60 250×20 background #FF0000
                    box 0,0 100×60 background #0000FF
                    """)
    }

    @Test func itsFloatsAreItsOwnAndItsHeightReachesThem() throws {
        // The float inside the yellow box makes it 60 px tall (and is clipped with its content),
        // and the text after the box starts at the left edge, below it.
        #expect(
            try dump(
                "<div class='o'><div class='f'></div></div><p>after</p>",
                css: ".o { overflow: hidden; background: yellow } p { margin: 0 }") == """
                    box 0,0 300×60 background #FFFF00
                    clip 0,-1000000 300×2000000
                    box 0,0 100×60 background #0000FF
                    endclip
                    text 0,60 40×20 [0..<5] "after"
                    """)
    }

    /// An empty box drawn as an atom inside an overflow block is clipped on its own: the clip
    /// does not take in what the page paints between block backgrounds and content.
    @Test func anEmptyBoxInAnOverflowBlockIsClippedAlone() throws {
        #expect(
            try dump(
                "<p>before</p><div class='o'><div class='e'></div></div>",
                css: "p { margin: 0 } .o { overflow: hidden; width: 50px } .e { height: 10px; width: 80px; background: red }")
                    == """
                    clip 0,-1000000 50×2000000
                    box 0,20 80×10 background #FF0000
                    endclip
                    text 0,0 48×20 [0..<6] "before"
                    clip 0,-1000000 50×2000000
                    endclip
                    """)
    }

    /// A box that establishes a formatting context keeps its last child's bottom margin inside
    /// it (§10.6.7): an inline-block, a float and a table cell are 10 + 30 px tall.
    @Test(arguments: [
        "span { display: inline-block }", ".f { float: left; width: auto; height: auto }",
        "span { display: table-cell }"
    ])
    func theLastChildsBottomMarginStaysInside(_ css: String) throws {
        let page = try #require(
            try fixture.pages(
                body: "<div><span class='f'><p class='c'></p></span></div><p class='n'></p>",
                css: "body, div { margin: 0 } p { margin: 0 } .c { height: 10px; margin-bottom: 30px; background: red } "
                    + "span { background: yellow } " + css
            ).first)
        let boxes = page.fragments.compactMap { if case .box(let box) = $0 { box } else { nil } }
        let outer = try #require(boxes.first { $0.background == Color(red: 255, green: 255, blue: 0) })
        #expect(outer.rect.height == 40, "\(page.dump())")
    }

    /// An empty child's margins collapse through it (into the larger, §8.3.1) and stay inside
    /// the box too: an absolutely positioned box around it is 70 px tall, not 0.
    @Test func anEmptyChildsMarginsStayInside() throws {
        let page = try #require(
            try fixture.pages(
                body: "<section><div></div></section>",
                css:
                    "body { margin: 0 } section { position: absolute; width: 40px; background: yellow } div { margin: 30px 0 70px }"
            ).first)
        let boxes = page.fragments.compactMap { if case .box(let box) = $0 { box } else { nil } }
        #expect(boxes.first?.rect.height == 70, "\(page.dump())")
    }
}
