internal import CPangoCairo
internal import CTurboJPEGLibrary

/// Drawing the pages, outline and metadata on a cairo PDF surface.
extension PDFFixture {
    /// Draws every page, then adds the metadata and the outline (cairo resolves their page
    /// references when the surface finishes).
    func draw(on surface: OpaquePointer) throws {
        guard let cr = cairo_create(surface) else { throw Error.cairo("no context") }
        defer { cairo_destroy(cr) }
        let laterPages = pagesLinkedFromEarlierPages
        for (index, page) in pages.enumerated() {
            if index > 0 {
                cairo_show_page(cr)
                cairo_pdf_surface_set_size(surface, page.width, page.height)
            }
            try draw(page, number: index + 1, laterPages: laterPages, with: cr)
            try Self.check(cairo_status(cr))
        }
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        if let author { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, author) }
        Self.add(outline, parent: Int32(CAIRO_PDF_OUTLINE_ROOT), to: surface)
        try Self.check(cairo_surface_status(surface))
    }

    /// Pages that a page before them links to with `.page`. Cairo 1.16 (Debian 12) can write an
    /// explicit destination only to a page it has begun, so a link to a later page would have
    /// none: those links go to a named destination at the top of the page instead.
    private var pagesLinkedFromEarlierPages: Set<Int> {
        var numbers: Set<Int> = []
        for (index, page) in pages.enumerated() {
            for link in page.links {
                if case .page(let number) = link.target, number > index + 1 { numbers.insert(number) }
            }
        }
        return numbers
    }

    /// The name of the destination that stands for the top of page `number` (see above).
    private static func pageDestination(_ number: Int) -> String { "fixture-page-\(number)" }

    /// The image first, then destinations, link boxes, and the lines on top.
    private func draw(_ page: Page, number: Int, laterPages: Set<Int>, with cr: OpaquePointer) throws {
        if let jpeg = page.jpeg { try Self.fill(page, with: jpeg, cr: cr) }
        let extra = laterPages.contains(number) ? [Self.pageDestination(number)] : []
        for name in page.destinations + extra {
            cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(Self.quoted(name))' x=0 y=0")
            cairo_tag_end(cr, CAIRO_TAG_DEST)
        }
        for link in page.links {
            let r = link.rect
            let attributes = Self.attributes(link.target, from: number)
            cairo_tag_begin(cr, CAIRO_TAG_LINK, "\(attributes) rect=[\(r.x) \(r.y) \(r.width) \(r.height)]")
            cairo_set_source_rgb(cr, 0.85, 0.9, 1)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_fill(cr)
            cairo_tag_end(cr, CAIRO_TAG_LINK)
        }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 12)
        cairo_set_source_rgb(cr, 0, 0, 0)
        for (index, line) in page.lines.enumerated() {
            cairo_move_to(cr, 72, 72 + 18 * Double(index) + 12)
            cairo_show_text(cr, line)
        }
    }

    /// The attributes of a `CAIRO_TAG_LINK` on page `source` going to `target`.
    private static func attributes(_ target: LinkTarget, from source: Int) -> String {
        switch target {
        case .named(let name): "dest='\(quoted(name))'"
        case .page(let number) where number > source: "dest='\(pageDestination(number))'"
        case .page(let number): "page=\(number) pos=[0 0]"
        case .uri(let uri): "uri='\(quoted(uri))'"
        }
    }

    /// A string for inside single quotes of a cairo attribute list: `\` and `'` escaped.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    /// Adds `entries` under `parent`, each with its children under the id cairo gave it.
    private static func add(_ entries: [OutlineEntry], parent: Int32, to surface: OpaquePointer) {
        for entry in entries {
            let id = cairo_pdf_surface_add_outline(
                surface, parent, entry.title, "page=\(entry.page)",
                CAIRO_PDF_OUTLINE_FLAG_OPEN)
            add(entry.children, parent: id, to: surface)
        }
    }

    /// Paints the JPEG stretched over the whole page. The image surface carries the file as
    /// its JPEG MIME data, which the PDF surface embeds as is (a DCTDecode stream); its pixels
    /// are never drawn, so they are left blank.
    private static func fill(_ page: Page, with jpeg: [UInt8], cr: OpaquePointer) throws {
        let size = try jpegSize(jpeg)
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height)) else {
            throw Error.cairo("no image surface")
        }
        defer { cairo_surface_destroy(image) }
        // Cairo keeps the bytes until the image goes, then calls the destroy function.
        let copy = UnsafeMutableRawPointer.allocate(byteCount: jpeg.count, alignment: 1)
        jpeg.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { copy.copyMemory(from: base, byteCount: bytes.count) }
        }
        try check(
            cairo_surface_set_mime_data(
                image, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self),
                UInt(jpeg.count), { $0?.deallocate() }, copy))
        cairo_save(cr)
        cairo_scale(cr, page.width / Double(size.width), page.height / Double(size.height))
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The pixel size from a JPEG's header.
    private static func jpegSize(_ jpeg: [UInt8]) throws -> (width: Int, height: Int) {
        guard let handle = tjInitDecompress() else { throw Error.jpeg("turbojpeg did not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let rc = jpeg.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(
                handle, buffer.baseAddress, UInt(buffer.count),
                &width, &height, &subsampling, &colorspace)
        }
        guard rc == 0, width > 0, height > 0 else { throw Error.jpeg(String(cString: tjGetErrorStr2(handle))) }
        return (Int(width), Int(height))
    }
}
