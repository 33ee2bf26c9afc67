internal import CPangoCairo
import RRenderCore
import RRenderLayout
import RRenderStyle

/// Builds a Pango attribute list from a paragraph's runs: fonts, colours, decorations,
/// baseline shifts, spacing, language, CSS line heights and inline object boxes.
struct PangoAttributes {
    let list: OpaquePointer
    /// True for a vertical paragraph, whose lines are drawn turned +90°.
    private var vertical = false

    init(_ paragraph: ParagraphSpec) {
        list = pango_attr_list_new()
        vertical = paragraph.vertical
        let objects = paragraph.objects.map(\.byteRange)
        // Text decorations are drawn under text only (CSS Text Decoration 3 §2.1): not under
        // images and inline-blocks (atomic inlines), nor under an inline box's margins, borders
        // and padding (its spacers), as browsers draw them.
        for run in paragraph.runs { addRun(run, text: paragraph.text, objects: objects) }
        // One range for each stretch of runs that may not break (`white-space: nowrap`, `pre`):
        // Pango keeps the breaks at an `allow_breaks` range's ends, so a range per run left a
        // break between two elements' runs (the space between two nowrap spans).
        for range in Self.unbreakableRanges(paragraph.runs) {
            insert(pango_attr_allow_breaks_new(0), range.lowerBound, range.upperBound)
        }
        for object in paragraph.objects { addObject(object) }
        if !paragraph.rubies.isEmpty || (paragraph.vertical && !paragraph.combinedRanges.isEmpty) { addEastAsian(paragraph) }
        if paragraph.breaksAnywhere { addBreakAllKinsoku(paragraph) }
        if paragraph.vertical {
            for run in paragraph.runs where run.style.orientation != .mixed { addOrientation(run) }
        }
        if paragraph.breaksLongWords || paragraph.breaksAnywhere {
            // CSS draws no hyphen at a break inside a word (CSS Text 3 §5.5); Pango would. Words
            // with soft hyphens (hyphenation) keep theirs: that break shows a hyphen.
            let hyphenated = Self.wordsWithSoftHyphens(paragraph.text)
            for piece in Self.subtracting(hyphenated, from: 0..<paragraph.text.utf8.count) {
                insert(pango_attr_insert_hyphens_new(0), piece.lowerBound, piece.upperBound)
            }
        }
    }

    private func addRun(_ run: TextRun, text: String, objects: [Range<Int>]) {
        let style = run.style
        let start = run.range.lowerBound, end = run.range.upperBound
        insert(Self.fontDescription(style), start, end)
        insert(
            pango_attr_foreground_new(
                Self.channel(style.color.red), Self.channel(style.color.green),
                Self.channel(style.color.blue)), start, end)
        // Pango takes an alpha of 0 as unset (opaque): 1 of 65535 draws nothing visible either.
        if style.color.alpha < 255 {
            insert(pango_attr_foreground_alpha_new(max(1, Self.channel(style.color.alpha))), start, end)
        }
        if !style.backgroundColor.isTransparent {
            let c = style.backgroundColor
            insert(pango_attr_background_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)), start, end)
        }
        if !style.decoration.isEmpty {
            for piece in Self.subtracting(objects, from: run.range) {
                let (start, end) = (piece.lowerBound, piece.upperBound)
                // Pango draws an underline below the line and an overline above it (over): in a
                // vertical line turned +90°, left and right. An underline on the over side (`auto`
                // in Japanese, `right`) is Pango's overline, and the overline then goes under
                // (CSS Text Decoration 3 §2.5); `under` in horizontal text is Pango's low underline.
                let swapped = vertical && style.underlineOnOverSide
                let under = !vertical && style.underlinePosition.under ? PANGO_UNDERLINE_LOW : PANGO_UNDERLINE_SINGLE
                let underline = style.decoration.contains(swapped ? .overline : .underline)
                let overline = style.decoration.contains(swapped ? .underline : .overline)
                if underline { insert(pango_attr_underline_new(under), start, end) }
                if style.decoration.contains(.lineThrough) { insert(pango_attr_strikethrough_new(1), start, end) }
                if overline { insert(pango_attr_overline_new(PANGO_OVERLINE_SINGLE), start, end) }
            }
        }
        if !style.fontFeatures.isEmpty {
            // HarfBuzz feature syntax, which is CSS font-feature-settings' ("onum, tnum").
            insert(pango_attr_font_features_new(style.fontFeatures.joined(separator: ", ")), start, end)
        }
        if style.baselineShift != 0 { insert(pango_attr_rise_new(Self.units(style.baselineShift)), start, end) }
        if style.letterSpacing != 0 { insert(pango_attr_letter_spacing_new(Self.units(style.letterSpacing)), start, end) }
        if style.wordSpacing != 0 { addWordSpacing(style, text: text, range: run.range) }
        if let language = style.language, let lang = pango_language_from_string(language) {
            insert(pango_attr_language_new(lang), start, end)
        }
        if let lineHeight = style.lineHeight {
            // An image's line box grows to hold it (CSS 2.1 §10.8): the CSS line height applies to text only.
            // Pango takes an absolute line height of 0 for none (the font's own height), so
            // `line-height: 0` is one Pango unit, 1/1024 px: lines of no height, text overflowing them.
            let units = max(1, Self.units(lineHeight))
            for piece in Self.subtracting(objects, from: run.range) {
                insert(pango_attr_line_height_new_absolute(units), piece.lowerBound, piece.upperBound)
            }
        }
        if style.keepsAll, style.allowsBreaks { addKeepAll(text: text, range: run.range) }
    }

    /// The byte ranges of runs that may not break, adjacent ones joined.
    static func unbreakableRanges(_ runs: [TextRun]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for run in runs where !run.style.allowsBreaks {
            if let last = ranges.last, last.upperBound == run.range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<run.range.upperBound
            } else {
                ranges.append(run.range)
            }
        }
        return ranges
    }

    /// `text-orientation` in vertical text (CSS Writing Modes 3 §5.1). The vertical context has
    /// base gravity east with the natural hint (mixed: upright CJK, sideways Latin); `upright`
    /// makes the hint strong, so every script takes the east gravity and stands upright;
    /// `sideways` sets the south gravity, that of horizontal text, turned with the line.
    private func addOrientation(_ run: TextRun) {
        let start = run.range.lowerBound, end = run.range.upperBound
        switch run.style.orientation {
        case .mixed: return
        case .upright: insert(pango_attr_gravity_hint_new(PANGO_GRAVITY_HINT_STRONG), start, end)
        case .sideways: insert(pango_attr_gravity_new(PANGO_GRAVITY_SOUTH), start, end)
        }
    }

    /// `word-break: keep-all`: each run of letters and digits becomes one unbreakable word
    /// (Pango clears the breaks strictly inside an `allow_breaks` range, so the break before
    /// and after each word stays).
    private func addKeepAll(text: String, range: Range<Int>) {
        var offset = 0, wordStart: Int?
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            if offset >= range.upperBound { break }
            let inWord = offset >= range.lowerBound && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            if inWord, wordStart == nil { wordStart = offset }
            if !inWord, let start = wordStart {
                insert(pango_attr_allow_breaks_new(0), start, offset)
                wordStart = nil
            }
            offset += length
        }
        if let start = wordStart { insert(pango_attr_allow_breaks_new(0), start, min(offset, range.upperBound)) }
    }

    /// Pango 1.50 has no word-spacing attribute: extra letter spacing on each space does the
    /// same (platform-notes Q5).
    private func addWordSpacing(_ style: TextStyle, text: String, range: Range<Int>) {
        let utf8 = text.utf8
        var offset = 0
        for byte in utf8 {
            if byte == 0x20, range.contains(offset) {
                insert(pango_attr_letter_spacing_new(Self.units(style.letterSpacing + style.wordSpacing)), offset, offset + 1)
            }
            offset += 1
            if offset >= range.upperBound { break }
        }
    }

    /// An inline object's box, `ascent` of it above the baseline (`vertical-align: baseline`).
    private func addObject(_ object: InlineObject) {
        var rect = PangoRectangle(
            x: 0, y: Self.units(-object.ascent), width: Self.units(object.size.width),
            height: Self.units(object.size.height))
        insert(pango_attr_shape_new(&rect, &rect), object.byteRange.lowerBound, object.byteRange.upperBound)
    }

    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(clamping: start)
        attribute.pointee.end_index = UInt32(clamping: end)
        pango_attr_list_insert(list, attribute)
    }

    /// The Pango font description of a text style: the CSS family list, absolute size in px.
    static func fontDescription(_ style: TextStyle) -> UnsafeMutablePointer<PangoAttribute>? {
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, style.fontFamily.joined(separator: ","))
        pango_font_description_set_absolute_size(description, Double(units(style.fontSize)))
        pango_font_description_set_weight(
            description, PangoWeight(rawValue: UInt32(clamping: min(max(style.fontWeight, 100), 1000))))
        pango_font_description_set_style(description, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Set on every run, normal too: a field a run leaves unset comes from the layout's
        // default description, which is the *first* run's (`PangoShaper.makeLayout`), so a
        // paragraph starting with small caps had them to its end. Every field is set here.
        pango_font_description_set_variant(description, style.smallCaps ? PANGO_VARIANT_SMALL_CAPS : PANGO_VARIANT_NORMAL)
        return pango_attr_font_desc_new(description)
    }

    /// The byte ranges of the words (between spaces) holding a soft hyphen (U+00AD, C2 AD), in order.
    static func wordsWithSoftHyphens(_ text: String) -> [Range<Int>] {
        var words: [Range<Int>] = []
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var wordStart = 0, hasSoftHyphen = false
            for index in 0...bytes.count {
                let isEnd = index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x0A
                if isEnd {
                    if hasSoftHyphen { words.append(wordStart..<index) }
                    wordStart = index + 1
                    hasSoftHyphen = false
                } else if bytes[index] == 0xAD, index > 0, bytes[index - 1] == 0xC2 {
                    hasSoftHyphen = true
                }
            }
        }
        return words
    }

    /// `range` without the parts covered by `holes` (sorted, disjoint).
    static func subtracting(_ holes: [Range<Int>], from range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for hole in holes where hole.overlaps(range) {
            if hole.lowerBound > start { pieces.append(start..<hole.lowerBound) }
            start = max(start, hole.upperBound)
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// px to Pango units, saturated to Pango's 32-bit range (±2,097,151 px); NaN is 0.
    static func units(_ px: Double) -> Int32 {
        Int32(saturatingRounded: px * Double(PANGO_SCALE))
    }

    private static func channel(_ value: UInt8) -> UInt16 { UInt16(value) * 257 }
}
