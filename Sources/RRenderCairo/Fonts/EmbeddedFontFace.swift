/// A font face a publication embeds with `@font-face` (CSS Fonts 4 §4): the family name and
/// descriptors CSS matches it by, and the font data of its `src`.
///
/// The face is found by *these* values, never by the names inside the font file: a book that
/// says `font-family: "Georgia"` for its own font gets that font wherever its CSS asks for
/// Georgia, and the font's internal family name means nothing to the page (CSS Fonts 4 §4.1).
public struct EmbeddedFontFace: Sendable {
    /// The `font-style` descriptor (CSS Fonts 4 §4.4); oblique angles are not kept.
    public enum Style: Sendable, Hashable {
        case normal, italic, oblique
    }

    /// One `src: url(…)` entry, read from the publication (de-obfuscated).
    public struct Source: Sendable {
        /// The href of the font file, for messages.
        public var href: String
        /// The font data: TrueType, OpenType (CFF), a collection (first face), WOFF or WOFF2.
        public var data: [UInt8]
        /// True when `data` is the publication file `href` (false for a `data:` URL), which can
        /// be read again later (`PlannedFontFace`).
        public var isFile: Bool

        /// A source.
        public init(href: String, data: [UInt8], isFile: Bool = true) {
            self.href = href
            self.data = data
            self.isFile = isFile
        }
    }

    /// The `font-family` descriptor.
    public var family: String
    /// The `font-weight` descriptor (1…1000); a range for a variable font, else one value.
    public var weight: ClosedRange<Double>
    /// The `font-style` descriptor.
    public var style: Style
    /// The `font-stretch` descriptor, as a percentage of the normal width (50…200).
    public var stretch: Double
    /// The `src` entries in order; the first one FreeType can read is used (CSS Fonts 4 §4.3).
    public var sources: [Source]

    /// A face; the defaults are the CSS initial values of the descriptors.
    public init(
        family: String, weight: ClosedRange<Double> = 400...400, style: Style = .normal,
        stretch: Double = 100, sources: [Source]
    ) {
        self.family = family
        self.weight = weight
        self.style = style
        self.stretch = stretch
        self.sources = sources
    }

    /// Two faces with the same key describe the same slot: CSS uses the last one defined.
    var key: String {
        "\(family.lowercased())|\(weight.lowerBound)-\(weight.upperBound)|\(style)|\(stretch)"
    }
}

/// An embedded font file that could not be used, and why; text set in its face falls back to
/// the pinned fonts.
public struct RejectedFontSource: Sendable, Hashable {
    /// The href of the font file.
    public var href: String
    /// The CSS family it was declared for.
    public var family: String
    /// Why: FreeType's complaint, or a failed set-up step.
    public var reason: String
}
