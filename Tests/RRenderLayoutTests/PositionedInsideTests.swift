import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Absolutely positioned boxes inside floats and multi-column boxes are out of the flow there as
/// anywhere (CSS 2.1 §9.6, CSS Multicol 1 §2), a spanner makes a formatting context (§6.1), and
/// a float or inline-block clips its content when `overflow` says so (CSS 2.1 §11.1.1, §10.8.1).
/// Fixed shaper: 8 px characters, 20 px lines.
@Suite struct PositionedInsideTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))
    let base = "body { margin: 0 } p { margin: 0 } "

    /// Each text line as `"text" x,y`, in painting order.
    private func lines(_ page: PageLayout) -> [String] { page.placedLines }

    private func clips(_ page: PageLayout) -> [Rect] {
        page.fragments.compactMap { if case .pushClip(let rect) = $0 { rect } else { nil } }
    }

    /// A positioned float is the containing block of the boxes inside it: its padding box.
    @Test func anAbsoluteBoxInAPositionedFloatIsPlacedInIt() throws {
        let css =
            base + ".f { float: left; width: 100px; position: relative; margin-left: 20px; padding: 10px } "
            + ".a { position: absolute; top: 0; right: 0 }"
        let page = try fixture.pages(body: "<div class='f'><p>abc</p><p class='a'>xy</p></div><p>after</p>", css: css)[0]
        // The float's padding box runs from x 20 to 140; "xy" (16 px) takes no room in it.
        #expect(lines(page).sorted() == ["abc 30,10", "after 140,0", "xy 124,0"])
    }

    /// In a float that is not positioned, a box waits for the containing block around the float,
    /// its static position in the float.
    @Test func anAbsoluteBoxInAStaticFloatIsPlacedByTheBlockAround() throws {
        let css =
            base + ".f { float: left; width: 100px; margin-left: 20px } .a { position: absolute; left: 50px; top: 100px } "
            + ".s { position: absolute }"
        let body = "<div class='f'><p>abc</p><p class='a'>xy</p><p class='s'>st</p><p>def</p></div>"
        #expect(lines(try fixture.pages(body: body, css: css)[0]).sorted() == ["abc 20,0", "def 20,20", "st 20,20", "xy 50,100"])
    }

    /// Columns hold only the in-flow content: a box positioned against the multi-column box
    /// takes no line of the first column.
    @Test func anAbsoluteBoxInColumnsTakesNoRoomInThem() throws {
        let css =
            base + ".c { column-count: 2; column-gap: 20px; position: relative } .a { position: absolute; top: 0; right: 0 }"
        let page = try fixture.pages(body: "<div class='c'><p class='a'>zz</p><p>a1</p><p>a2</p></div>", css: css)[0]
        #expect(lines(page).sorted() == ["a1 0,0", "a2 110,0", "zz 184,0"])
    }

    /// A spanner's first child's top margin stays inside it, below its own.
    @Test func aSpannerMakesAFormattingContext() throws {
        let css =
            base + ".c { column-count: 2 } h1 { column-span: all; margin: 10px 0; font-size: 16px } "
            + "span { display: block; margin-top: 30px }"
        let page = try fixture.pages(body: "<div class='c'><p>a1</p><p>a2</p><h1><span>S</span></h1></div>", css: css)[0]
        #expect(lines(page).last == "S 0,60")
    }

    /// `overflow: hidden` on a float clips its content to its padding box; on an inline-block it
    /// also puts the box's baseline at its bottom margin edge.
    @Test func floatsAndInlineBlocksClipTheirContent() throws {
        let float = try fixture.pages(
            body: "<div class='f'><p>abcdefghij</p></div>",
            css: base + ".f { float: left; width: 40px; height: 20px; padding: 5px; overflow: hidden; word-break: keep-all }")[0]
        #expect(clips(float) == [Rect(x: 0, y: 0, width: 50, height: 30)])
        let inline = "<p>ab<span class='ib'>cd<br/>ef</span></p>"
        let visible = try fixture.pages(body: inline, css: base + ".ib { display: inline-block }")[0]
        let hidden = try fixture.pages(body: inline, css: base + ".ib { display: inline-block; overflow: hidden }")[0]
        // The baseline of the line the inline-block sits on.
        func baseline(_ page: PageLayout) -> Double? {
            page.fragments.lazy.compactMap { if case .text(let line) = $0, line.rect.x == 0 { line.origin.y } else { nil } }.first
        }
        let last = try #require(baseline(visible)), bottom = try #require(baseline(hidden))
        #expect(clips(hidden).count == 1 && clips(visible).isEmpty)
        #expect(bottom - last == 4, "the box's bottom edge is its last line's descent (4 px) below that line's baseline")
    }
}
