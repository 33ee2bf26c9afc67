import Testing

@testable import RRenderCore

struct HREFTests {
    @Test(arguments: [
        // Readium's nav fixture, resolved against base/nav.xhtml (root-relative, no leading slash).
        ("ch1.xhtml", "base/nav.xhtml", "base/ch1.xhtml"),
        ("dir/ch3.xhtml", "base/nav.xhtml", "base/dir/ch3.xhtml"),
        ("../ch4.xhtml", "base/nav.xhtml", "ch4.xhtml"),
        ("ssec1.xhtml#p1", "base/nav.xhtml", "base/ssec1.xhtml#p1"),
        ("#toc", "base/nav.xhtml", "base/nav.xhtml#toc"),
        ("", "base/nav.xhtml", "base/nav.xhtml"),
        // Package documents in a folder, manifest hrefs relative to them.
        ("chapter_001.xhtml", "OPS/package.opf", "OPS/chapter_001.xhtml"),
        ("Text/../Images/a.png", "OEBPS/content.opf", "OEBPS/Images/a.png"),
        ("./a.xhtml", "OEBPS/content.opf", "OEBPS/a.xhtml"),
        ("/root.xhtml", "OEBPS/content.opf", "root.xhtml"),
        // `..` above the root is clamped at the root.
        ("../../../x.xhtml", "a/b.xhtml", "x.xhtml"),
        ("a.xhtml", "content.opf", "a.xhtml"),
        ("EPUB/package.opf", "", "EPUB/package.opf"),
        ("x.xhtml?q=1#f", "OPS/a.xhtml", "OPS/x.xhtml?q=1#f"),
        // Raw spaces and UTF-8 are percent-encoded, existing escapes kept.
        ("my chapter.xhtml", "OPS/p.opf", "OPS/my%20chapter.xhtml"),
        ("xhtml/夏目.xhtml", "OPS/package.opf", "OPS/xhtml/%E5%A4%8F%E7%9B%AE.xhtml"),
        ("a%20b.xhtml", "OPS/p.opf", "OPS/a%20b.xhtml"),
        // External references are only normalized.
        ("https://example.com/a b", "OPS/p.opf", "https://example.com/a%20b"),
        ("mailto:someone@example.com", "OPS/p.opf", "mailto:someone@example.com")
    ])
    func resolvesAgainstTheHoldingDocument(reference: String, base: String, expected: String) {
        #expect(HREF.resolve(reference, against: base) == expected)
        #expect(HREF.resolvedInFull(reference, against: base) == expected)
    }

    @Test func normalizesPercentEncoding() {
        #expect(HREF.normalize("01_Note de l editeur audio.mp3") == "01_Note%20de%20l%20editeur%20audio.mp3")
        #expect(HREF.normalize("a%2Fb%zz") == "a%2Fb%25zz")
        #expect(HREF.normalize("草枕.xhtml") == "%E8%8D%89%E6%9E%95.xhtml")
        #expect(HREF.normalize("a-b_c.~!$&'()*+,;=:@/?#") == "a-b_c.~!$&'()*+,;=:@/?#")
    }

    @Test func decodesToContainerPaths() {
        #expect(HREF.containerPath("OPS/images/%E5%A4%8F%E7%9B%AE%E6%BC%B1%E7%9F%B3.jpg#x") == "OPS/images/夏目漱石.jpg")
        #expect(HREF.containerPath("/OPS/a%20b.xhtml?x=1") == "OPS/a b.xhtml")
        #expect(HREF.percentDecoded("100%") == "100%")
        #expect(HREF.percentDecoded("%FF") == "%FF", "invalid UTF-8 is kept as written")
    }

    @Test func splitsQueryAndFragment() {
        #expect(HREF.split("a/b.xhtml?q=1#frag") == HREF.Parts(path: "a/b.xhtml", query: "q=1", fragment: "frag"))
        #expect(HREF.split("#only") == HREF.Parts(path: "", query: nil, fragment: "only"))
        #expect(HREF.removingFragment("a.xhtml#x") == "a.xhtml")
        #expect(HREF.fragment(of: "a.xhtml") == nil)
        #expect(HREF.removingQueryAndFragment("a.xhtml?x#y") == "a.xhtml")
    }

    @Test func detectsExternalReferences() {
        for external in ["http://a", "https://a/b", "mailto:x@y", "data:image/png;base64,AA", "tel:+1", "//cdn.example/x"] {
            #expect(HREF.isExternal(external), "\(external)")
        }
        for local in ["a.xhtml", "OPS/a:b.xhtml", "#x", "../a.xhtml", "1http:x", ""] {
            #expect(!HREF.isExternal(local), "\(local)")
        }
    }

    @Test func equivalenceIgnoresEncoding() {
        #expect(HREF.equivalenceKey("a%20b.xhtml#c") == HREF.equivalenceKey("a b.xhtml#c"))
        #expect(HREF.equivalenceKey("a.xhtml#c") != HREF.equivalenceKey("a.xhtml"))
    }
}

struct MediaTypeTests {
    @Test func parsesAndNormalizes() throws {
        let type = try #require(MediaType("Text/HTML; charset=utf-8"))
        #expect(type.type == "text")
        #expect(type.subtype == "html")
        #expect(type.parameters == ["charset": "UTF-8"])
        #expect(type.string == "text/html;charset=UTF-8")
        #expect(type.matches(.html))
        #expect(type.isHTML)
        #expect(type != .html)
    }

    @Test func rejectsInvalidStrings() {
        for invalid in ["", "text", "text/", "/html", "a b/c", "not a media type"] {
            #expect(MediaType(invalid) == nil, "\(invalid)")
        }
    }

    @Test func classifies() {
        #expect(MediaType.xhtml.isHTML)
        #expect(!MediaType.css.isHTML)
        #expect(MediaType.png.isBitmap && MediaType.jpeg.isBitmap && MediaType.gif.isBitmap && MediaType.webp.isBitmap)
        #expect(!MediaType.svg.isBitmap)
        #expect(MediaType.readiumLocators.string == "application/vnd.readium.locators+json")
        #expect(MediaType("application/x-dtbncx+xml") == .ncx)
    }

    /// The shortcut for plain paths (`joinedSimply`) gives what resolving in full gives, for
    /// every reference and base built of plain names, dots, dot segments, slashes (leading,
    /// doubled, trailing) and characters that need more than joining (`%`, `#`, `?`, `:`, a space).
    @Test func theShortcutForPlainPathsAgreesWithResolvingInFull() {
        let parts = [
            "", "a", "ch1.xhtml", ".", "..", "...", ".x", "x.", "images", "%20", "a#b", "a?q", "mailto:x", "a b", "~u_-9"
        ]
        var taken = 0
        for first in parts {
            for second in parts {
                for form in ["\(first)/\(second)", "\(first)", "/\(first)", "\(first)//\(second)", "\(first)/\(second)/"] {
                    for base in [
                        "", "OPS/nav.xhtml", "nav.xhtml", "OPS/text/", "/OPS/x.xhtml", "OPS/./a.xhtml", "OPS//a.xhtml", "O P/a"
                    ] {
                        if let joined = HREF.joinedSimply(form, to: base) {
                            taken += 1
                            #expect(joined == HREF.resolvedInFull(form, against: base), "\(form) against \(base)")
                        }
                    }
                }
            }
        }
        #expect(taken > 100, "the shortcut takes the plain cases")
        #expect(HREF.joinedSimply("ch1.xhtml", to: "OPS/package.opf") == "OPS/ch1.xhtml")
    }
}
