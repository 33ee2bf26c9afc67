import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Note references (`epub:type="noteref"`, `role="doc-noteref"`) keep their flag from the
/// element to the page's link regions, so a tap can show the note instead of following the link.
@Suite struct NoterefTests {
    let fixture = LayoutFixture(viewport: Size(width: 400, height: 200))

    private func linkRegions(_ body: String) throws -> [LinkRegion] {
        try fixture.pages(body: body).flatMap(\.links)
    }

    @Test func epubTypeNoterefIsFlagged() throws {
        let links = try linkRegions("<p>Text<a epub:type='noteref' href='#n1'>1</a> and <a href='#s2'>a link</a>.</p>")
        #expect(Set(links.map(\.href)) == ["#n1", "#s2"])
        #expect(links.filter(\.isNoteref).map(\.href) == ["#n1"])
        #expect(links.filter { $0.href == "#s2" }.allSatisfy { !$0.isNoteref })
    }

    @Test func noterefAmongOtherTypesAndRoleAreFlagged() throws {
        let links = try linkRegions(
            """
            <p><a epub:type='biblioref noteref' href='#a'>a</a> <a role='doc-noteref' href='#b'>b</a> \
            <a epub:type='glossref' href='#c'>c</a> <a role='doc-biblioref' href='#d'>d</a></p>
            """)
        #expect(
            Dictionary(links.map { ($0.href, $0.isNoteref) }) { $0 || $1 } == ["#a": true, "#b": true, "#c": false, "#d": false])
    }

    @Test func aTypeAttributeOutsideTheOPSNamespaceIsNotANoteref() throws {
        // `type` on an `<a>` is a media type hint (HTML), not the EPUB vocabulary.
        let links = try linkRegions("<p><a type='noteref' href='#a'>a</a></p>")
        #expect(links.count == 1)
        #expect(links.first?.isNoteref == false)
    }
}
