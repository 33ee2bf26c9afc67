import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Background layers placed in layout (CSS Backgrounds 3 §3): position, size, repeat, origin,
/// the canvas background, visibility, shadows and radii, as layout snapshots. Characters are
/// 8 px wide, lines 20 px.
@Suite struct BackgroundLayoutTests {
    let fixture = LayoutFixture(
        viewport: Size(width: 200, height: 400),
        imageSizes: ["b.png": Size(width: 8, height: 8), "sq.png": Size(width: 10, height: 10)])

    private func boxes(_ body: String, css: String) throws -> [Substring] {
        let page = try #require(try fixture.pages(body: body, css: "p, ul, li { margin: 0; padding: 0 } " + css).first)
        return page.dump().split(separator: "\n").filter { $0.hasPrefix("box") }
    }

    @Test func aBulletImageSitsAtTheLeftCentreOfEachListItem() throws {
        let css = "li { list-style: none; background: url(b.png) no-repeat left center; padding-left: 12px }"
        #expect(
            try boxes("<ul><li>one</li><li>two</li></ul>", css: css) == [
                "box 0,0 200×20 layer b.png 0,6 8×8 no-repeat",
                "box 0,20 200×20 layer b.png 0,26 8×8 no-repeat"
            ])
    }

    @Test func coverAndContainKeepTheRatioCentred() throws {
        let css =
            "div { width: 100px; height: 50px; background: url(sq.png) center no-repeat } .a { background-size: contain } .b { background-size: cover }"
        #expect(
            try boxes("<div class='a'></div><div class='b'></div>", css: css) == [
                "box 0,0 100×50 layer sq.png 25,0 50×50 no-repeat",
                "box 0,50 100×50 layer sq.png 0,25 100×100 no-repeat"
            ])
    }

    /// SVGs with some natural dimensions missing (CSS Backgrounds 3 §3.9, CSS Images 3 §5.3): a
    /// natural height alone takes the area's width; a ratio alone is fitted in the area; one
    /// length with no ratio takes the area's other side; `contain` without a ratio is the area.
    @Test func picturesWithoutEveryNaturalDimensionTakeTheAreas() throws {
        var fixture = self.fixture
        fixture.imageDimensions = [
            "h.svg": NaturalDimensions(height: 32), "r.svg": NaturalDimensions(ratio: 0.5),
            "w.svg": NaturalDimensions(width: 8)
        ]
        let css =
            "div { width: 100px; height: 60px; background: no-repeat } .h { background-image: url(h.svg) } "
            + ".r { background-image: url(r.svg) } .w { background-image: url(w.svg); background-size: 16px auto } "
            + ".c { background-image: url(w.svg); background-size: contain }"
        let page = try #require(
            try fixture.pages(
                body: "<div class='h'></div><div class='r'></div><div class='w'></div><div class='c'></div>",
                css: css
            ).first)
        #expect(
            page.dump().split(separator: "\n").filter { $0.hasPrefix("box") } == [
                "box 0,0 100×60 layer h.svg 0,0 100×32 no-repeat",
                "box 0,60 100×60 layer r.svg 0,60 30×60 no-repeat",
                "box 0,120 100×60 layer w.svg 0,120 16×60 no-repeat",
                "box 0,180 100×60 layer w.svg 0,180 100×60 no-repeat"
            ])
    }

    @Test func repeatOriginAndClipFollowTheBoxes() throws {
        let css =
            "div { height: 20px; border: 2px solid; padding: 3px; background: url(b.png) repeat-x right 1px top 0 content-box }"
        #expect(
            try boxes("<div></div>", css: css) == [
                "box 0,0 200×30 border 2,2,2,2 layer b.png 186,5 8×8 repeat-x clip 5,5 190×20"
            ])
    }

    /// Positioned boxes, floats and inline-blocks place `content-box` layers inside their padding
    /// as in-flow blocks do.
    @Test func positionedAndAtomicBoxesPlaceContentBoxLayersInsideTheirPadding() throws {
        let css =
            ".a, .f { width: 20px; height: 20px; padding: 5px; background: url(b.png) no-repeat content-box } "
            + ".a { position: absolute; left: 50px; top: 100px } .f { float: left }"
        #expect(
            try boxes("<div class='a'></div><div class='f'></div>", css: css) == [
                "box 0,0 30×30 layer b.png 5,5 8×8 no-repeat clip 5,5 20×20",
                "box 50,100 30×30 layer b.png 55,105 8×8 no-repeat clip 55,105 20×20"
            ])
    }

    /// `background-attachment: fixed` places the layer in the page's content area, whatever
    /// the box's place and origin box, again on each page the box is on (CSS Backgrounds 3 §3.5).
    @Test func fixedLayersArePlacedInEachPagesContentArea() throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 200, height: 120), margin: 10,
            imageSizes: ["b.png": Size(width: 8, height: 8)])
        let css =
            "p { margin: 0 } div { padding: 5px; background: url(b.png) right bottom no-repeat fixed; background-origin: content-box }"
        let pages = try fixture.pages(body: "<p>x</p><div>a<br/>b<br/>c<br/>d<br/>e<br/>f</div>", css: css)
        let boxes = pages.map { $0.dump().split(separator: "\n").filter { $0.hasPrefix("box") } }
        #expect(
            boxes == [
                // The content area is 10,10 180×100: its bottom right corner, on both pages.
                ["box 10,30 180×65 layer b.png 182,102 8×8 no-repeat"],
                ["box 10,10 180×65 layer b.png 182,102 8×8 no-repeat"]
            ])
    }

    @Test func gradientsFillThePaddingBoxAndLayersPaintBottomFirst() throws {
        let css = "div { height: 10px; border: 1px solid; background: url(b.png) no-repeat, linear-gradient(red, blue) }"
        #expect(
            try boxes("<div></div>", css: css) == [
                "box 0,0 200×12 border 1,1,1,1 layer linear-gradient 1,1 198×10 repeat layer b.png 1,1 8×8 no-repeat"
            ])
    }

    @Test func theBodyBackgroundPaintsTheWholePageAndNotTheBody() throws {
        let page = try #require(
            try fixture.pages(body: "<p>text</p>", css: "body { margin: 10px; background: url(b.png) repeat-y right top }").first)
        let lines = page.dump().split(separator: "\n")
        #expect(lines.first == "box 0,0 200×400 layer b.png 192,0 8×8 repeat-y")
        #expect(lines.filter { $0.hasPrefix("box") }.count == 1, "the body box itself paints no layer: \(lines)")
    }

    @Test func theCanvasLayersAreOnEveryPageAndScrolledWindow() throws {
        var fixture = self.fixture
        fixture.viewport = Size(width: 200, height: 40)
        fixture.contentRect = Rect(x: 0, y: 0, width: 200, height: 40)
        let css = "html { background: url(b.png) } p { margin: 0 }"
        let pages = try fixture.pages(body: "<p>one</p><p>two</p><p>three</p><p>four</p>", css: css)
        #expect(pages.count == 2 && pages.allSatisfy { $0.dump().hasPrefix("box 0,0 200×40 layer b.png 0,0 8×8 repeat\n") })
        fixture.scrolled = true
        let windows = try fixture.pages(body: "<p>one</p><p>two</p><p>three</p><p>four</p>", css: css)
        #expect(windows.first?.dump().hasPrefix("box 0,0 200×40 layer b.png 0,0 8×8 repeat\n") == true)
    }

    @Test func hiddenBoxesPaintNothingButKeepTheirRoom() throws {
        let css = "div { height: 20px; background: red } .h { visibility: hidden }"
        #expect(try boxes("<div class='h'></div><div></div>", css: css) == ["box 0,20 200×20 background #FF0000"])
    }

    /// A corner whose radius is zero on one axis is square (CSS Backgrounds 3 §5.1): a box with
    /// no corner rounded is painted as a square box.
    @Test func aRadiusOfZeroOnOneAxisLeavesTheCornerSquare() throws {
        let css =
            "div { height: 20px; background: silver } .a { border-top-left-radius: 25px 0 } "
            + ".b { border-radius: 0 10px; border-top-left-radius: 10px 0 }"
        #expect(
            try boxes("<div class='a'></div><div class='b'></div>", css: css) == [
                "box 0,0 200×20 background #C0C0C0",
                "box 0,20 200×20 background #C0C0C0 radius 0/0,10/10,0/0,10/10"
            ])
    }

    @Test func shadowsAndRadiiAreResolvedInLayout() throws {
        let css = "div { width: 40px; height: 20px; box-shadow: 2px 3px 4px black; border-radius: 50% / 30px }"
        // 50% of 40 is 20 across; 30 px down is too much for a 20 px box: every radius is scaled by 20 / 60.
        let found = try boxes("<div></div>", css: css)
        #expect(
            found == [
                "box 0,0 40×20 shadow 2,3 blur 4 radius 6.67/10,6.67/10,6.67/10,6.67/10"
            ], "\(found)")
    }
}
