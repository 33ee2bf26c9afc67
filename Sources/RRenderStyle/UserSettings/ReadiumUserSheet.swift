import Foundation
import RRenderCore

/// The user-origin stylesheet that applies reading settings to a reflowable resource, after
/// Readium CSS's user settings (readium.md §3.6): each setting that is active (see
/// `EPUBSettings.isActive`) and has a value gives its rules, with `!important` so it wins over
/// the publisher's (a user-origin important declaration beats every author one, CSS Cascade 4 §6.4).
///
/// The font size is not a rule but a text zoom (`StyleResolver.textZoom`), and the page margins,
/// columns and scroll mode are pagination, not style. Fixed-layout resources get no sheet.
public enum ReadiumUserSheet {
    /// The sheet's text for `settings` (empty when nothing applies).
    public static func css(for settings: EPUBSettings, layout: Layout = .reflowable) -> String {
        guard !layout.hasOwnPageSize else { return "" }
        let rules = UserSheetRules(settings: settings, layout: layout)
        return (rules.direction + rules.colors + rules.fonts + rules.advanced).joined(separator: "\n")
    }

    /// The parsed sheet, or nil when nothing applies.
    public static func stylesheet(for settings: EPUBSettings, layout: Layout = .reflowable) -> CSSStylesheet? {
        let text = css(for: settings, layout: layout)
        return text.isEmpty ? nil : CSSParser.parseStylesheet(text, location: "rrender:user-settings")
    }
}

/// The rules of each group of settings.
struct UserSheetRules {
    let settings: EPUBSettings
    let layout: Layout

    /// Elements that carry paragraph-level text settings (Readium CSS's list).
    static let textBlocks = "body, p, li, div, dt, dd, blockquote"
    /// Code keeps its monospace font under a font override.
    static let notCode = ":not(code):not(pre):not(kbd):not(samp):not(tt):not(var)"

    private func active(_ key: EPUBPreferenceKey) -> Bool { settings.isActive(key, layout: layout) }

    /// Writing mode and direction: vertical CJK text, and a right-to-left progression the
    /// reader or the app chose on the root. One that comes from the package only orders the
    /// pages: a content document takes no base direction from the package (EPUB RS 3.3
    /// `#sec-epub-rs-i18n`; readium.md §3.8 step 7).
    var direction: [String] {
        var rules: [String] = []
        switch settings.stylesheetVariant {
        case .cjkVertical: rules.append(":root, body { writing-mode: vertical-rl !important; }")
        case .cjkHorizontal: rules.append(":root, body { writing-mode: horizontal-tb !important; }")
        case .rtl where !settings.isReadingProgressionFromPublication: rules.append(":root, body { direction: rtl; }")
        case .rtl: break
        case .default: break
        }
        return rules
    }

    /// Theme, text and background colours, and the image filters of the dark theme.
    var colors: [String] {
        let theme = settings.theme
        let text = settings.textColor ?? (theme == .light ? nil : theme.textColor)
        let background = settings.backgroundColor ?? (theme == .light ? nil : theme.backgroundColor)
        var rules: [String] = []
        if let background {
            rules.append(":root { background-color: \(Self.hex(background)) !important; }")
            rules.append("body, body * { background-color: transparent !important; }")
        }
        if let text {
            rules.append(":root { color: \(Self.hex(text)) !important; }")
            rules.append("body *:not(a) { color: inherit !important; border-color: currentcolor !important; }")
        }
        if theme != .light {
            rules.append("a:link, a:visited { color: \(Self.hex(theme.linkColor)) !important; }")
        }
        return rules
    }

    /// Font family, weight and the accessibility normalisation.
    var fonts: [String] {
        var rules: [String] = []
        if active(.fontFamily), let family = settings.fontFamily {
            rules.append(":root { font-family: \(Self.familyList(family)) !important; }")
            rules.append("body, body *\(Self.notCode) { font-family: inherit !important; }")
        }
        if active(.fontWeight), let weight = settings.fontWeight {
            rules.append(":root, body { font-weight: \(Self.cssWeight(weight)) !important; }")
        }
        if active(.textNormalization), settings.textNormalization {
            rules.append(":root, body, body * { font-style: normal !important; font-weight: normal !important; }")
            rules.append(
                "body * { text-decoration: none !important; font-variant: normal !important; text-transform: none !important; }")
            rules.append("sup, sub { font-size: 1em !important; vertical-align: baseline !important; }")
        }
        return rules
    }

    /// The advanced settings, which need the publisher's styles off.
    var advanced: [String] {
        var rules: [String] = []
        if active(.lineHeight), let value = settings.lineHeight {
            rules.append(":root { line-height: \(Self.number(value)) !important; }")
            rules.append("\(Self.textBlocks) { line-height: inherit !important; }")
        }
        if active(.paragraphSpacing), let value = settings.paragraphSpacing {
            rules.append(
                "p { margin-top: \(Self.number(value))rem !important; margin-bottom: \(Self.number(value))rem !important; }")
        }
        if active(.paragraphIndent), let value = settings.paragraphIndent {
            rules.append("p { text-indent: \(Self.number(value))rem !important; }")
            rules.append("p * { text-indent: 0 !important; }")
        }
        if active(.textAlign), let align = settings.textAlign {
            rules.append(":root { text-align: \(Self.cssAlign(align)) !important; }")
            rules.append("\(Self.textBlocks) { text-align: inherit !important; }")
        }
        if active(.hyphens), let hyphens = settings.hyphens {
            let value = hyphens ? "auto" : "none"
            rules.append(":root { hyphens: \(value) !important; }")
            rules.append("\(Self.textBlocks) { hyphens: inherit !important; }")
        }
        rules += spacing
        if active(.ligatures), let ligatures = settings.ligatures {
            rules.append(":root { font-variant-ligatures: \(ligatures ? "common-ligatures" : "none") !important; }")
            rules.append("\(Self.textBlocks) { font-variant-ligatures: inherit !important; }")
        }
        if active(.typeScale), let scale = settings.typeScale {
            let sizes = [("h1", scale * scale * scale), ("h2", scale * scale), ("h3", scale), ("h4, h5, h6", 1)]
            rules += sizes.map { "\($0.0) { font-size: \(Self.number($0.1))rem !important; }" }
        }
        return rules
    }

    /// Letter and word spacing (Readium CSS halves the letter spacing: 1.0 is 0.5rem).
    private var spacing: [String] {
        let blocks = "h1, h2, h3, h4, h5, h6, p, li, div, dt, dd"
        var rules: [String] = []
        if active(.letterSpacing), let value = settings.letterSpacing {
            rules.append("\(blocks) { letter-spacing: \(Self.number(value / 2))rem !important; font-variant: none !important; }")
        }
        if active(.wordSpacing), let value = settings.wordSpacing {
            rules.append("\(blocks) { word-spacing: \(Self.number(value))rem !important; }")
        }
        return rules
    }

    /// `#RRGGBB` (alpha dropped, as Readium's colours have none).
    static func hex(_ color: Color) -> String { Color(rgb: color.rgb).description }

    /// A number with at most 5 decimals, as Readium writes them.
    static func number(_ value: Double) -> String {
        let text = String(format: "%.5f", value)
        guard text.contains(".") else { return text }
        let trimmed = text.replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
        return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    }

    /// `round(400 × factor)`, held to 1…1000 (readium.md §3.6).
    static func cssWeight(_ factor: Double) -> Int { min(1000, max(1, Int((400 * factor).rounded()))) }

    /// `start`, `center` and `end` become `start`, as Readium maps them.
    static func cssAlign(_ align: TextAlignment) -> String {
        switch align {
        case .justify: "justify"
        case .left: "left"
        case .right: "right"
        case .start, .center, .end: "start"
        }
    }

    /// The family as a CSS value: generic names bare, others quoted.
    static func familyList(_ family: String) -> String {
        let generic: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"]
        if generic.contains(family.lowercased()) { return family.lowercased() }
        let escaped = family.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
