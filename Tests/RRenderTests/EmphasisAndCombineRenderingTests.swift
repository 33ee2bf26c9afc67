import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Emphasis marks (CSS Text Decoration 3 §3) and tate-chu-yoko (CSS Writing Modes 3 §9.1)
/// drawn end to end.
@Suite struct EmphasisAndCombineRenderingTests {
    typealias Fixture = EastAsianFixture

    @Test func oneMarkOverEachCharacterButPunctuation() throws {
        let body = "<p>普通<span style='text-emphasis: filled circle red'>強調、です</span>終</p>"
        let renderer = try Fixture.renderer(body)
        let (pieces, lines) = try Fixture.page(renderer)
        let line = try #require(lines.first)
        #expect(pieces.count == 4, "強 調 で す, not 、")
        #expect(pieces.allSatisfy { $0.paragraph.spec.text == "\u{25CF}" })
        for (piece, character) in zip(pieces, ["強", "調", "で", "す"]) {
            let under = try #require(Fixture.extent(of: character, on: line))
            #expect(abs(Fixture.along(piece).middle - under.middle) < 0.5, "\(character)")
            #expect(piece.rect.maxY <= line.origin.y - 20 * 0.88 + 2, "over the glyphs")
        }
        // Drawn in the emphasis colour, the text in its own.
        let image = try renderer.renderPage(1).frame.image
        let mark = pieces[0].rect
        let red = (Int(mark.minY)..<Int(mark.maxY)).contains { y in
            (Int(mark.minX)..<Int(mark.maxX)).contains { x in
                let c = image.color(x: x, y: y)
                return c.red > 200 && c.green < 80 && c.blue < 80
            }
        }
        #expect(red)
        #expect(try renderer.text(ofPage: 1) == "普通強調、です終")
    }

    @Test func verticalTextTakesSesameOnTheRightAndUnderLeftTakesTheLeft() throws {
        let body =
            "<p><span style='-epub-text-emphasis-style: filled'>人の世</span>と<span style='text-emphasis: open; text-emphasis-position: over left'>旅</span></p>"
        let (pieces, lines) = try Fixture.page(try Fixture.renderer(body, vertical: true))
        let line = try #require(lines.first)
        #expect(pieces.map { $0.paragraph.spec.text } == ["\u{FE45}", "\u{FE45}", "\u{FE45}", "\u{FE46}"])
        // Marks at 10 px, their em boxes against the column's (10 px either side of its centre).
        #expect(pieces.prefix(3).allSatisfy { abs($0.origin.x - (line.origin.x + 15)) < 0.5 }, "right of the column")
        #expect(abs(pieces[3].origin.x - (line.origin.x - 15)) < 0.5, "left of the column")
    }

    @Test func aMarkOnARubyBaseGoesBeyondTheAnnotation() throws {
        let body = "<p style='text-emphasis: sesame'>世<ruby>人<rt>ひと</rt></ruby></p>"
        let pieces = try Fixture.page(try Fixture.renderer(body)).pieces
        let marks = pieces.filter { $0.paragraph.spec.text == "\u{FE45}" },
            annotation = try #require(pieces.first { $0.paragraph.spec.text == "ひと" })
        #expect(marks.count == 2)
        // 10 px higher than the mark on 世: the annotation's em box.
        #expect(abs((marks[0].origin.y - marks[1].origin.y) - 10) < 0.5, "\(marks.map(\.origin))")
        #expect(marks[1].origin.y < annotation.origin.y - 5)
    }

    @Test func tateChuYokoSetsDigitsUprightInOneEm() throws {
        let body =
            "<p>平成<span style='text-combine-upright: all'>22</span>年<span style='-epub-text-combine: horizontal'>100</span>日</p>"
        let renderer = try Fixture.renderer(body, vertical: true)
        let (pieces, lines) = try Fixture.page(renderer)
        let line = try #require(lines.first)
        #expect(pieces.map { $0.paragraph.spec.text } == ["22", "100"])
        for piece in pieces {
            #expect(piece.uprightScale != nil)
            #expect(abs(piece.rect.width - 20) < 0.5 && abs(piece.rect.height - 20) < 0.5, "one em: \(piece.rect)")
            #expect(abs(piece.rect.midX - line.origin.x) < 0.5, "on the column's centre line")
        }
        // Proportional digits are 0.56 em wide: two are squeezed a little, three more.
        #expect((pieces[0].uprightScale ?? 0) > 0.85 && (pieces[1].uprightScale ?? 1) < 0.65, "\(pieces.map(\.uprightScale))")
        // The column holds 平成 + one em + 年 + one em + 日: six ems.
        #expect(abs((Fixture.extent(of: "平成22年100日", on: line)?.length ?? 0) - 120) < 1)
        #expect(try renderer.text(ofPage: 1) == "平成22年100日")
    }

    @Test func tateChuYokoDigitsCombineOnlyShortRunsAndNothingInHorizontalText() throws {
        let body = "<p style='text-combine-upright: digits 2'>第12巻と345頁</p>"
        #expect(try Fixture.page(try Fixture.renderer(body, vertical: true)).pieces.map { $0.paragraph.spec.text } == ["12"])
        #expect(try Fixture.page(try Fixture.renderer(body)).pieces.isEmpty)
    }
}
