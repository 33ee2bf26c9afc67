import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// `clip: rect()` (CSS 2.1 §11.1.2): an absolutely positioned box is cut to the rectangle, its
/// decoration, content and the positioned boxes inside it included; offsets are from the border
/// box's physical top-left corner, `auto` is its edge, and they stay physical in a vertical
/// document (CSS Writing Modes 3 §7.6). Fixed shaper: 8 px characters, 20 px lines.
@Suite struct ClipRectTests {
    let fixture = LayoutFixture(viewport: Size(width: 300, height: 400))

    func dump(_ css: String, body: String = "<div class='a'>ab<div class='n'></div></div>") throws -> String {
        try #require(
            try fixture.pages(
                body: body,
                css: "body { margin: 0 } .a { position: absolute; left: 10px; top: 20px; width: 100px; height: 50px; "
                    + "border: 2px solid; background: blue } .n { position: absolute; left: 90px; top: 40px; width: 40px; "
                    + "height: 40px; background: red } " + css
            ).first
        ).dump()
    }

    @Test func theBoxItsContentAndItsPositionedBoxesAreCut() throws {
        let page = try dump(".a { clip: rect(5px, 60px, auto, auto) }")
        #expect(
            page == """
                clip 10,25 60×49
                box 10,20 104×54 background #0000FF border 2,2,2,2
                text 12,22 16×20 [0..<2] "ab"
                endclip
                clip 10,25 60×49
                box 102,62 40×40 background #FF0000
                endclip
                """)
        #expect(try dump("").contains("clip") == false)
        // Without position: absolute, clip does nothing.
        #expect(try dump(".a { position: static; clip: rect(0, 0, 0, 0) }").contains("clip") == false)
    }

    @Test func commasSpacesAndAnInvertedRectangle() throws {
        #expect(try dump(".a { clip: rect(5px 60px 30px 1px) }").hasPrefix("clip 11,25 59×25\n"))
        // Right left of left, bottom above top: nothing is shown.
        #expect(try dump(".a { clip: rect(30px, 5px, 10px, 20px) }").hasPrefix("clip 30,50 0×0\n"))
        // Not a rect(): ignored.
        #expect(try dump(".a { clip: rect(5px, 60px) } .a { clip: circle(5px) }").contains("clip") == false)
    }

    /// In a vertical-rl page the box is laid out in logical coordinates and turned onto the
    /// page: the clip's physical offsets come out where the physical box has them.
    @Test func inAVerticalPageTheOffsetsStayPhysical() throws {
        let vertical = try #require(
            try fixture.pages(
                body: "<div class='a'></div>",
                css: "html { writing-mode: vertical-rl } body { margin: 0 } .a { position: absolute; right: 10px; top: 20px; "
                    + "width: 100px; height: 50px; background: blue; clip: rect(5px, 60px, auto, 30px) }"
            ).first)
        let lines = vertical.dump().split(separator: "\n")
        #expect(lines.contains("box 190,20 100×50 background #0000FF"), "\(lines)")
        // The physical box is 190…290 × 20…70: the clip keeps x 220…250, y 25…70.
        #expect(lines.contains("clip 220,25 30×45"), "\(lines)")
    }
}
