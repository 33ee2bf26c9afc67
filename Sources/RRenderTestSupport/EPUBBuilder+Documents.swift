import Foundation

extension EPUBBuilder {
    /// `META-INF/container.xml` naming the package document.
    public func containerXML() -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles>
            <rootfile full-path="\(xmlEscaped(packagePath))" media-type="application/oebps-package+xml"/>
          </rootfiles>
        </container>
        """
    }

    /// `META-INF/encryption.xml` listing `encryption` (OCF 3.3 §4.2.6.3.2), sorted by href.
    public func encryptionXML() -> String {
        let items = encryption.keys.sorted().map { href in
            """
              <EncryptedData xmlns="http://www.w3.org/2001/04/xmlenc#">
                <EncryptionMethod Algorithm="\(xmlEscaped(encryption[href] ?? ""))"/>
                <CipherData><CipherReference URI="\(xmlEscaped(path(href)))"/></CipherData>
              </EncryptedData>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            \(items.joined(separator: "\n"))
            </encryption>
            """
    }

    /// The generated package document.
    public func packageDocument() -> String {
        var manifest: [String] = []
        var spine: [String] = []
        if let nav = navigationDocument() {
            manifest.append(
                #"<item id="nav" href="\#(xmlEscaped(nav.href))" media-type="application/xhtml+xml" properties="nav"/>"#)
        }
        if ncx != nil { manifest.append(#"<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>"#) }
        for (index, chapter) in chapters.enumerated() {
            let id = chapterID(index)
            manifest.append(
                #"<item id="\#(xmlEscaped(id))" href="\#(xmlEscaped(chapterHref(index)))" media-type="application/xhtml+xml"/>"#)
            let linear = chapter.linear ? "" : #" linear="no""#
            let properties =
                chapter.spineProperties.isEmpty ? "" : #" properties="\#(chapter.spineProperties.joined(separator: " "))""#
            spine.append(#"<itemref idref="\#(xmlEscaped(id))"\#(linear)\#(properties)/>"#)
        }
        for (index, resource) in resources.enumerated() {
            let properties = resource.properties.isEmpty ? "" : #" properties="\#(resource.properties.joined(separator: " "))""#
            let fallback = resource.fallback.map { #" fallback="\#(xmlEscaped($0))""# } ?? ""
            let id = xmlEscaped(resource.id ?? "res-\(index + 1)")
            manifest.append(
                #"<item id="\#(id)" href="\#(xmlEscaped(resource.href))" media-type="\#(resource.mediaType)"\#(properties)\#(fallback)/>"#
            )
            if resource.inSpine { spine.append(#"<itemref idref="\#(id)"/>"#) }
        }
        let spineAttributes =
            (ncx != nil ? #" toc="ncx""# : "")
            + (pageProgressionDirection.map { #" page-progression-direction="\#($0)""# } ?? "")
        let guideXML = guide.map { "\n  <guide>\n    \($0)\n  </guide>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="\(version)" unique-identifier="pub-id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
                <dc:identifier id="pub-id">\(xmlEscaped(identifier))</dc:identifier>
                <dc:title>\(xmlEscaped(title))</dc:title>
                <dc:language>\(xmlEscaped(language))</dc:language>
                <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
                \(extraMetadata)
              </metadata>
              <manifest>
                \(manifest.joined(separator: "\n    "))
              </manifest>
              <spine\(spineAttributes)>
                \(spine.joined(separator: "\n    "))
              </spine>\(guideXML)
            </package>
            """
    }

    /// The navigation document's href (relative to the package folder) and content, if any.
    public func navigationDocument() -> (href: String, xhtml: String)? {
        switch navigation {
        case .none:
            return nil
        case .custom(let href, let xhtml):
            return (href, xhtml)
        case .generated:
            let items = chapters.indices.filter { chapters[$0].inTOC }.map {
                #"<li><a href="\#(xmlEscaped(chapterHref($0)))">\#(xmlEscaped(chapters[$0].title))</a></li>"#
            }
            return (
                "nav.xhtml",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
                <head><title>Contents</title></head>
                <body>
                  <nav epub:type="toc"><h1>Contents</h1>
                    <ol>
                      \(items.joined(separator: "\n      "))
                    </ol>
                  </nav>
                </body>
                </html>
                """
            )
        }
    }

    /// The XHTML of chapter `index`.
    public func chapterDocument(_ index: Int) -> String {
        let chapter = chapters[index]
        if let document = chapter.document { return document }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="\(xmlEscaped(language))">
            <head><title>\(xmlEscaped(chapter.title))</title></head>
            <body>
            <h1>\(xmlEscaped(chapter.title))</h1>
            \(chapter.body)
            </body>
            </html>
            """
    }

    /// An NCX whose navMap lists `points` (title, src relative to the NCX) in order.
    public static func ncxDocument(_ points: [(title: String, src: String)]) -> String {
        let navPoints = points.enumerated().map { index, point in
            #"<navPoint id="p\#(index + 1)" playOrder="\#(index + 1)"><navLabel><text>\#(xmlEscaped(point.title))</text></navLabel><content src="\#(xmlEscaped(point.src))"/></navPoint>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
              <head><meta name="dtb:uid" content="test"/></head>
              <docTitle><text>Test</text></docTitle>
              <navMap>
                \(navPoints.joined(separator: "\n    "))
              </navMap>
            </ncx>
            """
    }

    private func chapterID(_ index: Int) -> String {
        chapters[index].id ?? String(format: "chapter-%03d", index + 1)
    }
}

extension EPUBBuilder {
    /// `text` with `&`, `<`, `>` and `"` escaped for XML content and attributes.
    public static func escapeXML(_ text: String) -> String { xmlEscaped(text) }
}

private func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
