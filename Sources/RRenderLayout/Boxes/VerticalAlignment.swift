import RRenderStyle

/// How far `vertical-align` raises an inline box's baseline (CSS 2.1 §10.8.1).
enum VerticalAlignment {
    /// The shift that needs no font: browsers raise `super` by about a third of the parent's
    /// font size and lower `sub` by a fifth; a length or percentage is its own. The keywords
    /// that align with a font or a line box give nothing here.
    static func shift(_ align: VerticalAlign, parentFontSize: Double) -> Double {
        switch align {
        case .super: parentFontSize * 0.33
        case .sub: -parentFontSize * 0.2
        case .shift(let px): px
        case .baseline, .top, .middle, .bottom, .textTop, .textBottom: 0
        }
    }

    /// How far the baseline of an inline box of text styled `style`, inside one styled
    /// `parent`, is raised: `text-top` and `text-bottom` line the box (its content area and
    /// half-leading, `line-height` tall) up with the parent's content area, `middle` puts its
    /// midpoint half the parent's x-height above the parent's baseline. `top` and `bottom`
    /// (aligned with the line box) stay on the baseline.
    ///
    /// Vertical text sits on the central baseline, its content area centred on the line, except
    /// sideways text, which sits on the alphabetic one (CSS Writing Modes 3 §4.2). rrender's
    /// shaper centres every run of vertical text, so a sideways run is moved to where the
    /// alphabetic baseline puts it: by the difference between its centre's height above the
    /// baseline and its parent's, which only runs of another size or font have.
    static func textShift(_ style: ComputedStyle, parent: ComputedStyle, metrics source: (any FontMetricsSource)?) -> Double {
        let mode = style.writingMode
        let sideways = mode.isVertical && (mode.isSideways || style.textOrientation == .sideways)
        let keyword: Bool
        switch style.verticalAlign {
        case .textTop, .textBottom, .middle: keyword = true
        default: keyword = false
        }
        guard keyword || sideways else { return shift(style.verticalAlign, parentFontSize: parent.fontSize) }
        let own = metrics(style, source), outer = metrics(parent, source)
        let central = mode.isVertical && !sideways
        // How far each content area reaches above and below its baseline, in px.
        func extent(_ m: FontRelativeMetrics, size: Double) -> (above: Double, below: Double) {
            central
                ? ((m.ascent + m.descent) * size / 2, (m.ascent + m.descent) * size / 2)
                : (m.ascent * size, m.descent * size)
        }
        let inner = extent(own, size: style.fontSize), around = extent(outer, size: parent.fontSize)
        let halfLeading = style.lineHeight.px(fontSize: style.fontSize).map { ($0 - inner.above - inner.below) / 2 } ?? 0
        var raise: Double
        switch style.verticalAlign {
        case .textTop: raise = around.above - inner.above - halfLeading
        case .textBottom: raise = inner.below + halfLeading - around.below
        case .middle: raise = outer.xHeight * parent.fontSize / 2 - (inner.above - inner.below) / 2
        default: raise = shift(style.verticalAlign, parentFontSize: parent.fontSize)
        }
        if sideways { raise += (inner.above - inner.below) / 2 - (around.above - around.below) / 2 }
        return raise
    }

    /// The box of an inline element of text under `vertical-align: top | bottom`: its content
    /// area (centred on the baseline in vertical text) and half-leading; nil under any other.
    static func lineAlignedBox(_ style: ComputedStyle, metrics source: (any FontMetricsSource)?) -> LineAlignedBox? {
        let alignment: LineAlignment
        switch style.verticalAlign {
        case .top: alignment = .top
        case .bottom: alignment = .bottom
        default: return nil
        }
        let own = metrics(style, source), size = style.fontSize
        var (above, below) = (own.ascent * size, own.descent * size)
        if style.writingMode.isVertical { (above, below) = ((above + below) / 2, (above + below) / 2) }
        let halfLeading = style.lineHeight.px(fontSize: size).map { ($0 - above - below) / 2 } ?? 0
        return LineAlignedBox(alignment: alignment, above: above + halfLeading, below: below + halfLeading)
    }

    private static func metrics(_ style: ComputedStyle, _ source: (any FontMetricsSource)?) -> FontRelativeMetrics {
        source?.fontRelativeMetrics(
            families: style.fontFamily, weight: style.fontWeight, italic: style.fontStyle != .normal) ?? .fallback
    }
}
