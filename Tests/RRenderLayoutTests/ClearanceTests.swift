import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Clearance (CSS 2.1 §9.5.2, §8.3.1): a box that clears floats is placed by its hypothetical
/// position, its top margin collapsed with the margins before it; clearance goes above its top
/// margin, only as much as puts its border edge at the floats' bottom. Fixed shaper: 20 px lines.
@Suite struct ClearanceTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))

    /// The page's fragments: block backgrounds first, then floats (CSS 2.1 Appendix E).
    func dump(_ body: String, css: String) throws -> String {
        try #require(try fixture.pages(body: body, css: "body { margin: 0 } div { height: 10px; width: 50px } " + css).first)
            .dump()
    }

    @Test func theBorderEdgeMeetsTheFloatsBottomWhatEverTheMarginAbove() throws {
        // The float sits 80 px below the first box; the clearing box's 60 px margin would put it
        // at 90, inside the float (90..130): its border edge goes to 130, not 60 px below it.
        #expect(
            try dump(
                "<div class='a'></div><div class='f'></div><div class='c'></div>",
                css: ".a { margin-bottom: 80px; background: red } .f { float: left; height: 40px; background: blue } "
                    + ".c { clear: left; margin-top: 60px; background: green }") == """
                    box 0,0 50×10 background #FF0000
                    box 0,130 50×10 background #008000
                    box 0,90 50×40 background #0000FF
                    """)
    }

    @Test func aBoxWhoseMarginsAlreadyPassTheFloatsHasNoClearance() throws {
        // Hypothetically at 10 + 80 = 90, below the float (20..40): the margins collapse as usual.
        #expect(
            try dump(
                "<div class='a'></div><div class='f'></div><div class='c'></div>",
                css: ".a { margin-bottom: 10px; background: red } .f { float: left; height: 20px; background: blue } "
                    + ".c { clear: left; margin-top: 80px; background: green }") == """
                    box 0,0 50×10 background #FF0000
                    box 0,90 50×10 background #008000
                    box 0,20 50×20 background #0000FF
                    """)
    }

    @Test func theMarginAfterClearanceStaysInsideTheParent() throws {
        // An empty box clears a 1 px float; the 99 px margin after it collapses with its own and
        // does not leave the parent through its bottom: the parent is 100 px tall.
        #expect(
            try dump(
                "<section><div class='f'></div><div class='c'></div><div class='n'></div></section><div class='a'></div>",
                css: "section { background: yellow } .f { float: right; height: 1px } .c { clear: right; height: auto } "
                    + ".n { margin-top: 99px; height: auto } .a { background: red }") == """
                    box 0,0 200×100 background #FFFF00
                    box 0,100 50×10 background #FF0000
                    """)
    }
}
