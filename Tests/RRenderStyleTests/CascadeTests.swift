import RRenderCore
import RRenderXML
import Testing

@testable import RRenderStyle

/// The cascade: origins, importance, specificity and order; inheritance and CSS-wide keywords;
/// computed values (em, rem, %, keywords); shorthands; presentational hints; diagnostics.
@Suite struct CascadeTests {
    /// The computed style of the element with id `target` in `body`, with `css` as author sheet.
    private func style(of target: String, body: String, css: String = "", user: String? = nil) throws -> ComputedStyle {
        try styled(body: body, css: css, user: user).find(target)
    }

    private func styled(body: String, css: String, user: String? = nil) throws -> StyledDocument {
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\(body)</body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        let resolver = StyleResolver(
            environment: MediaEnvironment(width: 600, height: 800),
            userSheets: user.map { [CSSParser.parseStylesheet($0, location: "user.css")] } ?? [])
        return resolver.style(document, authorSheets: [CSSParser.parseStylesheet(css, location: "a.css")], location: "t.xhtml")
    }

    @Test func specificityThenOrderDecide() throws {
        let css = "p { color: red } #x { color: green } p.c { color: blue } p { color: yellow }"
        #expect(try style(of: "x", body: "<p id='x' class='c'>t</p>", css: css).color == Color(red: 0, green: 128, blue: 0))
        #expect(try style(of: "y", body: "<p id='y' class='c'>t</p>", css: css).color == Color(red: 0, green: 0, blue: 255))
        #expect(try style(of: "z", body: "<p id='z'>t</p>", css: css).color == Color(red: 255, green: 255, blue: 0))
    }

    @Test func importantReversesOriginsAndStyleAttributesWinAmongNormalRules() throws {
        let body = "<p id='x' style='color: blue'>t</p>"
        #expect(try style(of: "x", body: body, css: "#x { color: red }").color == Color(red: 0, green: 0, blue: 255))
        #expect(try style(of: "x", body: body, css: "p { color: red !important }").color == Color(red: 255, green: 0, blue: 0))
        // A user's !important beats the author's !important; a user's normal rule loses to the author's.
        #expect(
            try style(of: "x", body: body, css: "p { color: red !important }", user: "p { color: lime !important }").color
                == Color(red: 0, green: 255, blue: 0))
        #expect(
            try style(of: "x", body: "<p id='x'>t</p>", css: "p { color: red }", user: "p { color: lime }").color
                == Color(red: 255, green: 0, blue: 0))
    }

    @Test func inheritanceAndWideKeywords() throws {
        let css =
            "div { color: red; margin-left: 10px; font-size: 20px } span { margin-left: inherit } em { color: initial } b { color: unset }"
        let body = "<div><p id='p'>a <span id='s'>b</span> <em id='e'>c</em> <b id='b'>d</b></p></div>"
        let document = try styled(body: body, css: css)
        #expect(try document.find("p").color == Color(red: 255, green: 0, blue: 0), "color inherits")
        #expect(try document.find("p").margin.left == .px(0), "margins do not")
        #expect(try document.find("s").margin.left == .px(0), "inherit takes the parent's (the p's) value")
        #expect(try document.find("e").color == .black)
        #expect(try document.find("b").color == Color(red: 255, green: 0, blue: 0), "unset inherits an inherited property")
        #expect(try document.find("p").fontSize == 20)
    }

    @Test func lengthsComputeAgainstTheRightFontSize() throws {
        let css =
            "html { font-size: 10px } div { font-size: 2em } p { font-size: 150%; margin-top: 1em; padding-left: 2rem; text-indent: 10% }"
        let p = try style(of: "p", body: "<div><p id='p'>t</p></div>", css: css)
        #expect(p.fontSize == 30)
        #expect(p.margin.top == .px(30), "em in margins is the element's own font size")
        #expect(p.padding.left == .px(20), "rem is the root's")
        #expect(p.textIndent == .percent(10), "percentages wait for the containing block")
        let keywords = try styled(
            body: "<p id='a' style='font-size: larger'>t</p><small id='b'>t</small><h1 id='c'>t</h1>", css: "")
        #expect(try keywords.find("a").fontSize == 16 * 1.2)
        #expect(try abs(keywords.find("b").fontSize - 16 / 1.2) < 0.001)
        #expect(try keywords.find("c").fontSize == 32)
    }

    /// A border given only a style is `medium`, 3 px; a length is snapped as a border width
    /// (down to whole px, up to 1 below it), and a negative one is invalid, so dropped.
    @Test func borderWidthsAreMediumAndSnapped() throws {
        let css = "p { border-style: solid } #b { border-width: 2.5px 0.2px 0.1em 7px } #c { border-left-width: -1px }"
        let document = try styled(body: "<p id='a'>t</p><p id='b'>t</p><p id='c'>t</p>", css: css)
        #expect(try document.find("a").usedBorderWidths == EdgeInsets(all: 3))
        #expect(try document.find("b").usedBorderWidths == EdgeInsets(top: 2, right: 1, bottom: 1, left: 7))
        #expect(try document.find("c").usedBorderWidths.left == 3)
    }

    @Test func lineHeightNumbersInheritAsNumbersAndLengthsAsLengths() throws {
        let document = try styled(
            body: "<div id='d'><p id='p'>t</p></div><section id='s'><p id='q'>t</p></section>",
            css: "div { font-size: 10px; line-height: 1.5 } p { font-size: 20px } section { font-size: 10px; line-height: 1.5em }"
        )
        #expect(try document.find("p").lineHeight.px(fontSize: 20) == 30)
        #expect(try document.find("q").lineHeight.px(fontSize: 20) == 15)
    }

    @Test func shorthandsExpand() throws {
        let css =
            "p { margin: 1px 2px 3px; padding: 4px; border: 2px dashed #00ff00; font: italic bold 20px/2 'Stix', serif; list-style: square inside }"
        let p = try style(of: "p", body: "<p id='p'>t</p>", css: css)
        #expect(p.margin == Sides(top: .px(1), right: .px(2), bottom: .px(3), left: .px(2)))
        #expect(p.padding == Sides(all: .px(4)))
        #expect(p.borderWidth == Sides(all: 2) && p.borderStyle == Sides(all: .dashed))
        #expect(p.borderColor.top == Color(red: 0, green: 255, blue: 0))
        #expect(p.fontStyle == .italic && p.fontWeight == 700 && p.fontSize == 20 && p.lineHeight == .number(2))
        #expect(p.fontFamily == ["Stix", "serif"])
        #expect(p.listStyleType == .square && p.listStylePosition == .inside)
        let bare = try style(of: "q", body: "<p id='q'>t</p>", css: "p { border-top: solid }")
        #expect(
            bare.borderWidth.top == 3 && bare.borderColor.top == nil, "omitted parts take initial values: medium, currentcolor")
    }

    /// `<width> || <style> || <color>` takes each part once: a declaration naming one twice is
    /// invalid and leaves the one before it in force (CSS Values 4 §2.2).
    @Test func aLineShorthandNamingAPartTwiceIsIgnored() throws {
        let css = """
            p { border: 2px solid green; border: red 5px red solid; border: solid 5px dashed;
                column-rule: green solid 5em; column-rule: red 5em solid red; column-rule: 5em 6em red }
            """
        let p = try style(of: "p", body: "<p id='p'>t</p>", css: css)
        #expect(p.borderWidth == Sides(all: 2) && p.borderStyle == Sides(all: .solid))
        #expect(p.borderColor.top == Color(red: 0, green: 128, blue: 0))
        #expect(p.multicol.ruleStyle == .solid && p.multicol.ruleColor == Color(red: 0, green: 128, blue: 0))
    }

    @Test func pageBreakAliasesAndUADefaults() throws {
        let document = try styled(
            body: "<h2 id='h'>t</h2><p id='p' style='page-break-before: always; page-break-inside: avoid'>t</p>", css: "")
        #expect(try document.find("h").breakAfter == .avoidPage, "the UA keeps headings on the page of what follows")
        #expect(try document.find("p").breakBefore == .page)
        #expect(try document.find("p").breakInside == .avoid)
        #expect(try document.find("h").fontWeight == 700)
    }

    @Test func presentationalHintsLoseToAuthorRules() throws {
        let body = "<img id='i' src='a.png' width='120' height='50%'/><img id='j' src='a.png' width='120'/>"
        let document = try styled(body: body, css: "#j { width: 80px }")
        #expect(try document.find("i").width == .px(120) && document.find("i").height == .percent(50))
        #expect(try document.find("j").width == .px(80))
    }

    /// HTML §15.3.8: `type` on `ol`, `ul` and `li` is a presentational hint; ordinal types are
    /// case-sensitive, author rules win.
    @Test func listTypeAttributesChooseTheMarker() throws {
        let body = """
            <ol id='a' type='a'><li id='ai'>x</li><li id='I' type='I'>y</li></ol><ol id='A' type='A'/><ol id='i' type='i'/>
            <ol id='one' type='1'/><ul id='sq' type='SQUARE'/><ol id='bad' type='square'/><ol id='author' type='a'/>
            """
        let document = try styled(body: body, css: "#author { list-style-type: upper-roman }")
        #expect(try document.find("a").listStyleType == .lowerAlpha)
        #expect(try document.find("ai").listStyleType == .lowerAlpha)
        #expect(try document.find("I").listStyleType == .upperRoman)
        #expect(try document.find("A").listStyleType == .upperAlpha)
        #expect(try document.find("i").listStyleType == .lowerRoman)
        #expect(try document.find("one").listStyleType == .decimal)
        #expect(try document.find("sq").listStyleType == .square)
        #expect(try document.find("bad").listStyleType == .decimal)
        #expect(try document.find("author").listStyleType == .upperRoman)
    }

    /// The page's CSS for inline SVG elements is kept as style text (librsvg sees no page
    /// sheet), author declarations only, in cascade order; SVG properties raise no diagnostic.
    @Test func pageCSSForSVGElementsIsKept() throws {
        let body = """
            <svg xmlns='http://www.w3.org/2000/svg' id='s'><rect id='r' class='bar' style='stroke: blue'/><text id='t'>x</text></svg>
            """
        let css =
            ".bar { fill: teal; stroke: red; width: 3px } #r { fill: #00ff00 } svg text { font-family: Book; fill: url(#g) }"
        let document = try styled(body: body, css: css)
        var indices: [String: Int] = [:]
        func visit(_ element: StyledElement) {
            if let id = element.element.id { indices[id] = element.index }
            for case .element(let child) in element.children { visit(child) }
        }
        visit(document.root)
        let presentation = { (id: String) in indices[id].flatMap { document.svgPresentation[$0] } }
        #expect(presentation("r") == "fill: #00ff00; stroke: blue")
        #expect(presentation("t") == "font-family: Book; fill: url(\"#g\")")
        #expect(presentation("s") == nil)
        #expect(
            !document.diagnostics.contains { $0.message.contains("fill") || $0.message.contains("stroke") },
            "\(document.diagnostics)")
    }

    @Test func displayNoneKeepsTheElementButNotItsChildren() throws {
        let document = try styled(body: "<div id='d' hidden='hidden'><p id='p'>t</p></div>", css: "")
        let hidden = try document.element("d")
        #expect(hidden.style.display == .none && hidden.children.isEmpty)
    }

    @Test func problemsAreDiagnosticsOncePerProperty() throws {
        let document = try styled(body: "<p>a</p><p>b</p>", css: "p { frobnicate: 1; color: notacolor; color: blue }")
        let codes = document.diagnostics.map(\.code).sorted()
        #expect(codes == ["css.invalid-value", "css.unknown-property"])
    }

    @Test func anInvalidDeclarationDoesNotHideAnEarlierValidOne() throws {
        let p = try style(
            of: "p", body: "<p id='p'>t</p>", css: "p { color: blue; color: notacolor; width: 10px; width: calc(100% - 1em) }")
        #expect(p.color == Color(red: 0, green: 0, blue: 255))
        #expect(p.width == .px(10))
    }

    /// `font-variant-numeric` computes to the OpenType features it turns on, inherits, and a
    /// value with two keywords of one group or an unknown keyword is dropped (CSS Fonts 4 §6.7).
    @Test func fontVariantNumericComputesToFeatures() throws {
        let css = """
            body { font-variant-numeric: oldstyle-nums } #t { font-variant-numeric: tabular-nums lining-nums slashed-zero }
            #n { font-variant-numeric: normal } #bad { font-variant-numeric: lining-nums oldstyle-nums }
            #unknown { font-variant-numeric: tabular-nums wobbly }
            """
        let body = "<p id='p'>1</p><p id='t'>2</p><p id='n'>3</p><p id='bad'>4</p><p id='unknown'>5</p>"
        let document = try styled(body: body, css: css)
        #expect(try document.find("p").fontVariantNumeric == ["onum"], "inherited from body")
        #expect(try document.find("t").fontVariantNumeric == ["lnum", "tnum", "zero"])
        #expect(try document.find("n").fontVariantNumeric == [])
        #expect(try document.find("bad").fontVariantNumeric == ["onum"], "invalid: the inherited value stays")
        #expect(try document.find("unknown").fontVariantNumeric == ["onum"])
        #expect(ComputedStyle.initial.fontVariantNumeric == [])
    }

    /// MathML gets the UA sheet's fallback rules (no math layout): a script raised and smaller,
    /// a fraction stacked with a bar under its numerator, a table as a table, italic identifiers;
    /// HTML elements of the same names are untouched.
    @Test func mathMLFallbackRules() throws {
        let body = """
            <math xmlns="http://www.w3.org/1998/Math/MathML"><msup><mi id="base">x</mi><mn id="exp">2</mn></msup>
            <mfrac id="frac"><mrow id="num"><mn>1</mn></mrow><mrow id="den"><mn>2</mn></mrow></mfrac>
            <mtable id="table"><mtr id="tr"><mtd id="td"><mn>1</mn></mtd></mtr></mtable></math><p><span id="html">x</span></p>
            """
        let document = try styled(body: body, css: "")
        #expect(try document.find("base").fontStyle == .italic)
        #expect(try document.find("base").verticalAlign == .baseline)
        #expect(try document.find("exp").verticalAlign == .super && document.find("exp").fontSize < 12)
        #expect(try document.find("frac").display == .inlineBlock && document.find("num").display == .block)
        #expect(try document.find("num").usedBorderWidths.bottom == 1 && document.find("den").usedBorderWidths.bottom == 0)
        #expect(
            try [document.find("table").display, document.find("tr").display, document.find("td").display]
                == [.inlineTable, .tableRow, .tableCell])
        #expect(try document.find("html").fontStyle == .normal)
    }

    /// The UA sheet indents lists and `dd` on the start side, the right under `dir="rtl"`
    /// (HTML §15.3.8 uses padding-inline-start), and back on the left for ltr inside rtl.
    @Test func listsAreIndentedOnTheStartSide() throws {
        let body = """
            <ul id='plain'><li>a</li></ul>
            <div dir='rtl'><ul id='rtl'><li>a</li></ul><ol id='ol'><li>b</li></ol><dl><dt>t</dt><dd id='dd'>d</dd></dl>
            <div dir='ltr'><ul id='inner'><li>c</li></ul></div><ul id='own' dir='ltr'><li>d</li></ul></div>
            <div dir='ltr'><ul id='ownRTL' dir='RTL'><li>e</li></ul></div>
            """
        let document = try styled(body: body, css: "")
        func sides(_ id: String) throws -> [LengthPercentage] {
            let style = try document.find(id)
            return [style.padding.left, style.padding.right]
        }
        #expect(try sides("plain") == [.px(40), .px(0)])
        #expect(try sides("rtl") == [.px(0), .px(40)])
        #expect(try sides("ol") == [.px(0), .px(40)])
        let dd = try document.find("dd")
        #expect(dd.margin.right == LengthPercentageAuto.px(40) && dd.margin.left == LengthPercentageAuto.px(0))
        #expect(try sides("inner") == [.px(40), .px(0)], "ltr inside rtl")
        #expect(try sides("own") == [.px(40), .px(0)], "the list's own dir")
        #expect(try sides("ownRTL") == [.px(0), .px(40)], "its own dir beats an ancestor's")
    }
}

extension StyledDocument {
    /// The styled element with id `id`.
    func element(_ id: String) throws -> StyledElement {
        func search(_ element: StyledElement) -> StyledElement? {
            if element.element.id == id { return element }
            for case .element(let child) in element.children { if let found = search(child) { return found } }
            return nil
        }
        return try #require(search(root), "no element #\(id)")
    }

    /// The computed style of the element with id `id`.
    func find(_ id: String) throws -> ComputedStyle { try element(id).style }
}

/// `var()`, generated content and `::first-letter`.
@Suite struct CascadeExtensionsTests {
    private func styled(_ body: String, css: String) throws -> StyledDocument {
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\(body)</body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        return StyleResolver(environment: MediaEnvironment(width: 600, height: 800))
            .style(document, authorSheets: [CSSParser.parseStylesheet(css, location: "a.css")], location: "t.xhtml")
    }

    @Test func customPropertiesInheritAndSubstitute() throws {
        let css = """
            :root { --accent: #ff0000; --gap: 12px; --both: var(--gap) var(--gap) }
            p { color: var(--accent); margin: var(--both); padding-left: var(--missing, 3px); border-left-width: var(--missing) }
            .cycle { --a: var(--b); --b: var(--a); color: var(--a, blue) }
            """
        let document = try styled("<p id='p'>t</p><p id='c' class='cycle'>t</p>", css: css)
        let p = try document.find("p")
        #expect(p.color == Color(red: 255, green: 0, blue: 0))
        #expect(p.margin.top == .px(12) && p.margin.right == .px(12), "var() inside a shorthand")
        #expect(p.padding.left == .px(3), "the fallback")
        #expect(p.borderWidth.left == 3, "an unresolvable var() makes the property unset: its initial medium")
        #expect(try document.find("c").color == Color(red: 0, green: 0, blue: 255), "a cycle is invalid: the fallback applies")
    }

    @Test func beforeAndAfterGenerateStyledText() throws {
        let css =
            "p::before { content: '§ ' attr(data-n) ': '; color: red } p::after { content: none } blockquote::before { content: open-quote } blockquote::after { content: close-quote }"
        let document = try styled("<p id='p' data-n='4'>Text</p><blockquote id='b'>Q</blockquote>", css: css)
        let p = try document.element("p")
        guard case .element(let before)? = p.children.first else { Issue.record("no ::before"); return }
        #expect(before.isGenerated && before.name == "::before")
        #expect(before.element.textContent == "§ 4: ")
        #expect(before.style.color == Color(red: 255, green: 0, blue: 0))
        #expect(p.children.count == 2, "content: none generates nothing")
        let quote = try document.element("b")
        guard case .element(let open)? = quote.children.first, case .element(let after)? = quote.children.last else {
            Issue.record("no ::before or ::after"); return
        }
        #expect(
            open.element.textContent == "\u{201C}" && after.element.textContent == "\u{201D}",
            "a close-quote closes the open-quote before it")
    }

    @Test func firstLetterTakesItsPunctuation() throws {
        let document = try styled(
            "<p id='p' class='drop'>“Call me Ishmael.”</p><div id='d'><p>Deep</p></div>",
            css: "p.drop::first-letter { font-size: 3em; float: left } div::first-letter { color: red }")
        guard case .element(let letter)? = try document.element("p").children.first else {
            Issue.record("no ::first-letter"); return
        }
        #expect(letter.name == "::first-letter" && letter.element.textContent == "“C")
        #expect(letter.style.fontSize == 48 && letter.style.float == .left && !letter.isGenerated)
        guard
            case .element(let inner)? = try document.element("d").children.first(where: {
                if case .element = $0 { true } else { false }
            }),
            case .element(let deep)? = inner.children.first
        else { Issue.record("no nested ::first-letter"); return }
        #expect(deep.element.textContent == "D" && deep.style.color == Color(red: 255, green: 0, blue: 0))
    }

    /// The letter may be further in: past white-space-only elements, after punctuation in an
    /// element of its own (wrapped too), or in `::before` content, whose style it inherits.
    @Test func firstLetterLooksPastPunctuationAndIntoBefore() throws {
        let document = try styled(
            "<div id='q'><a>“<span>This</span></a></div><div id='w'><span> </span><span>Text</span></div>"
                + "<div id='b' class='g'></div><div id='s'><img/>Pic</div>",
            css: "div::first-letter { color: red } .g::before { content: 'Filler'; font-size: 20px }")
        func letters(_ node: StyledNode) -> [String] {
            guard case .element(let element) = node else { return [] }
            return (element.name == "::first-letter" ? [element.element.textContent] : []) + element.children.flatMap(letters)
        }
        #expect(letters(.element(try document.element("q"))) == ["“", "T"])
        #expect(letters(.element(try document.element("w"))) == ["T"])
        #expect(letters(.element(try document.element("s"))) == [], "a picture comes first")
        guard case .element(let before)? = try document.element("b").children.first,
            case .element(let letter)? = before.children.first
        else { Issue.record("no ::first-letter in ::before"); return }
        #expect(
            letter.element.textContent == "F" && letter.style.fontSize == 20
                && letter.style.color == Color(red: 255, green: 0, blue: 0))
    }

    @Test func writingModeClearAndPrefixes() throws {
        let document = try styled("<p id='p'>t</p>", css: "html { -epub-writing-mode: vertical-rl } p { clear: both }")
        #expect(try document.find("p").writingMode == .verticalRL)
        #expect(try document.find("p").clear == .both)
    }
}
