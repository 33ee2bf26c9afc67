import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Ruby laid out as CSS Ruby 1 and JLREQ §3.3 say: the annotation over its base (right of it in
/// vertical text), the base kept whole on one line and spaced out for a wider annotation, lines
/// grown only for annotations that do not fit, and only the base as the page's text.
@Suite struct RubyRenderingTests {
    typealias Fixture = EastAsianFixture

    @Test func theAnnotationIsCentredOverItsBaseAndIsNotText() throws {
        let renderer = try Fixture.renderer("<p>あ<ruby>山路<rp>（</rp><rt>やまみ</rt><rp>）</rp></ruby>を登る</p>")
        let (pieces, lines) = try Fixture.page(renderer)
        let annotation = try #require(pieces.first { $0.paragraph.spec.text == "やまみ" })
        let line = try #require(lines.first)
        let base = try #require(Fixture.extent(of: "山路", on: line))
        #expect(abs(Fixture.along(annotation).middle - base.middle) < 0.5, "\(annotation.rect) over \(base)")
        // Above the base's glyphs: its bottom at the em box's top (0.88 em over the baseline).
        #expect(abs(annotation.rect.maxY - (line.origin.y - 20 * 0.88)) < 4, "\(annotation.rect), baseline \(line.origin.y)")
        #expect(try renderer.text(ofPage: 1) == "あ山路を登る", "the reading and <rp> are not the page's text")
    }

    @Test func inVerticalTextTheAnnotationIsRightOfItsBaseOrLeftUnder() throws {
        let body = "<p>あ<ruby>山路<rt>やまみち</rt></ruby>を<ruby style='ruby-position: under'>下<rt>した</rt></ruby>に</p>"
        let (pieces, lines) = try Fixture.page(try Fixture.renderer(body, vertical: true))
        let line = try #require(lines.first)
        #expect(line.isVertical)
        let over = try #require(pieces.first { $0.paragraph.spec.text == "やまみち" })
        let under = try #require(pieces.first { $0.paragraph.spec.text == "した" })
        // The column's centre line is its baseline (`origin.x`), and the em boxes of base and
        // annotation touch: 10 px of the base and 5 px of the annotation apart.
        #expect(over.isVertical && abs(over.origin.x - (line.origin.x + 15)) < 0.5, "\(over.origin) right of \(line.origin)")
        #expect(abs(under.origin.x - (line.origin.x - 15)) < 0.5, "\(under.origin) left of \(line.origin)")
        let base = try #require(Fixture.extent(of: "山路", on: line))
        #expect(abs(Fixture.along(over).middle - base.middle) < 0.5)
        #expect(abs(Fixture.along(over).length - 40) < 1, "four kana at 10 px down the column")
    }

    @Test func inVerticalLRTextTheAnnotationStaysRightOfItsBase() throws {
        // Columns stack left to right, but a line's over side is still its right (CSS Writing Modes 3 §6.2).
        let body = "<p>あ<ruby>山路<rt>やまみち</rt></ruby>を</p><p>次<ruby>行<rt>ぎょう</rt></ruby>へ</p>"
        let (pieces, lines) = try Fixture.page(try Fixture.renderer(body, vertical: true, mode: "vertical-lr"))
        #expect(lines.count == 2 && lines[0].origin.x < lines[1].origin.x, "left to right: \(lines.map(\.origin))")
        for (line, reading) in zip(lines, ["やまみち", "ぎょう"]) {
            let piece = try #require(pieces.first { $0.paragraph.spec.text == reading })
            #expect(abs(piece.origin.x - (line.origin.x + 15)) < 0.5, "\(reading) at \(piece.origin), line at \(line.origin)")
        }
    }

    @Test func monoRubyPairsEachBaseWithItsAnnotation() throws {
        let (pieces, lines) = try Fixture.page(
            try Fixture.renderer("<p><ruby><rb>漢</rb><rb>字</rb><rt>かん</rt><rt>じ</rt></ruby></p>"))
        let line = try #require(lines.first)
        let kan = try #require(pieces.first { $0.paragraph.spec.text == "かん" })
        let ji = try #require(pieces.first { $0.paragraph.spec.text == "じ" })
        #expect(abs(Fixture.along(kan).middle - (try #require(Fixture.extent(of: "漢", on: line))).middle) < 0.5)
        #expect(abs(Fixture.along(ji).middle - (try #require(Fixture.extent(of: "字", on: line))).middle) < 0.5)
    }

    @Test func aBaseIsNeverBrokenAcrossLines() throws {
        // The page holds eight characters a line: without ruby the line breaks inside 漢字漢字.
        let text = "あいうえおか漢字漢字きくけこ"
        let viewport = Viewport(width: 200, height: 300)
        let css = Fixture.css + " html, body { margin: 0; padding: 0 } @page { margin: 0 }"
        func lines(_ body: String) throws -> [String] {
            try Fixture.page(try Fixture.renderer(body, css: css, viewport: viewport)).lines.map {
                $0.paragraph.spec.text(in: $0.byteRange)
            }
        }
        let plain = try lines("<p>\(text)</p>")
        #expect(plain == ["あいうえおか漢字", "漢字きくけこ"])
        let ruby = try lines("<p>あいうえおか<ruby>漢字漢字<rt>かんじかんじ</rt></ruby>きくけこ</p>")
        #expect(ruby == ["あいうえおか", "漢字漢字きくけこ"])
    }

    @Test func aWideAnnotationSpacesItsBaseUnlessItMayOverhangKana() throws {
        // たこあげ is 40 px over a 20 px base: between kanji the base takes all of it; between
        // kana the annotation reaches 10 px (one ruby character) over each neighbour instead.
        func base(_ body: String) throws -> ClosedRange<Double> {
            let line = try #require(try Fixture.page(try Fixture.renderer(body)).lines.first)
            return try #require(Fixture.extent(of: "凧", on: line))
        }
        let betweenKanji = try base("<p>漢<ruby>凧<rt>たこあげ</rt></ruby>字</p>")
        let betweenKana = try base("<p>か<ruby>凧<rt>たこあげ</rt></ruby>な</p>")
        let alone = try base("<p>漢凧字</p>")
        #expect(abs(alone.length - 20) < 0.5)
        #expect(abs(betweenKanji.length - 40) < 1, "\(betweenKanji)")
        #expect(abs(betweenKana.length - 20) < 1, "\(betweenKana)")
    }

    @Test func linesGrowOnlyWhereAnAnnotationDoesNotFit() throws {
        func baselines(_ lineHeight: String) throws -> [Double] {
            let body = "<p style='line-height: \(lineHeight)'>あいうえお<br/>か<ruby>漢<rt>かん</rt></ruby>き<br/>さしすせそ<br/>たちつてと</p>"
            return try Fixture.page(try Fixture.renderer(body)).lines.map(\.origin.y)
        }
        let tight = try baselines("1")
        #expect(tight.count == 4)
        let pitches = zip(tight.dropFirst(), tight).map { $0 - $1 }
        // The ruby line is pushed down by what its annotation lacks (10 px of annotation, and the
        // em box fills the 20 px line), the lines after it keep the normal pitch.
        #expect(pitches[0] > 28 && abs(pitches[1] - 20) < 0.5 && abs(pitches[2] - 20) < 0.5, "\(pitches)")
        let loose = try baselines("2")
        let loosePitches = zip(loose.dropFirst(), loose).map { $0 - $1 }
        #expect(loosePitches.allSatisfy { abs($0 - 40) < 0.5 }, "the annotation fits in the half-leading: \(loosePitches)")
    }

    @Test func aTapOnTheReadingFindsItsBaseAndSearchFindsOnlyTheBase() async throws {
        let renderer = try Fixture.renderer("<p>あ<ruby>山路<rt>やまみち</rt></ruby>を登る</p>")
        let annotation = try #require(try Fixture.page(renderer).pieces.first)
        let locator = try renderer.textLocator(onPage: 1, at: Point(x: annotation.rect.midX, y: annotation.rect.midY))
        #expect(locator?.text.highlight == "山路", "\(String(describing: locator?.text)) at \(annotation.rect)")
        let hits = try SearchService(renderer).makeIterator(query: "山路")
        #expect(try hits.nextPage()?.locators.count == 1)
        #expect(try SearchService(renderer).makeIterator(query: "やまみち").nextPage() == nil)
    }
}
