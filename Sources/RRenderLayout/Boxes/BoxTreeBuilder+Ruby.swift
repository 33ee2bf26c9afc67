import RRenderCore
import RRenderStyle
import RRenderXML

extension BoxTreeBuilder {
    /// True for an HTML `<ruby>` laid out as ruby: its bases join the paragraph, its `<rt>`s
    /// become annotations over them.
    static func isRuby(_ element: StyledElement) -> Bool {
        element.name == "ruby" && element.element.namespace == Namespace.xhtml
    }

    /// A `<ruby>` (HTML §4.5.10, CSS Ruby 1): its base text is the paragraph's text and each
    /// annotation is drawn over its base. A ruby is segments of base content followed by
    /// annotations; with `<rb>`s the n-th `<rt>` of a segment annotates the n-th `<rb>` (mono
    /// ruby), otherwise one `<rt>` annotates the whole segment (group ruby). `<rp>` is not
    /// shown, and `<rtc>` holds annotations like a run of `<rt>`s.
    func collectRuby(_ ruby: StyledElement, into collector: inout BlockCollector, inline: InlineContext) {
        var segment = RubySegment(collector)
        for child in ruby.children {
            switch child {
            case .text(let text):
                let blank = text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
                if blank, segment.inAnnotations || !segment.bases.isEmpty { continue }
                if segment.inAnnotations { segment = RubySegment(collector) }
                let start = collector.inline.byteCount
                collector.inline.appendText(
                    text, style: inline.textStyle(ruby.style), whiteSpace: ruby.style.whiteSpace,
                    transform: ruby.style.textTransform, link: inline.link, generated: inline.generated,
                    fullWidth: ruby.style.fullWidth)
                collector.inline.combineUpright(from: start, ruby.style.eastAsian.combineUpright)
            case .element(let element):
                guard element.style.display != .none else { continue }
                switch element.name {
                case "rp":
                    continue
                case "rt":
                    annotate(element, container: ruby, segment: &segment, collector: &collector)
                case "rtc":
                    for case .element(let rt) in element.children where rt.name == "rt" && rt.style.display != .none {
                        annotate(rt, container: element, segment: &segment, collector: &collector)
                    }
                default:
                    if segment.inAnnotations { segment = RubySegment(collector) }
                    let start = collector.inline.byteCount
                    collectElement(element, parent: ruby, into: &collector, inline: inline)
                    if !segment.isCurrent(in: collector) {
                        // A block inside ended the paragraph the segment's bases were in.
                        segment = RubySegment(collector)
                    } else if element.name == "rb" {
                        segment.bases.append(start..<collector.inline.byteCount)
                    }
                }
            }
        }
    }

    /// Sets `rt`'s text over its base in the current segment. `ruby-position` and `ruby-align`
    /// are read on its annotation container (CSS Ruby 1 §4: they apply to it): the `<rtc>`, or the
    /// `<ruby>` that stands for the anonymous one.
    private func annotate(
        _ rt: StyledElement, container: StyledElement, segment: inout RubySegment,
        collector: inout BlockCollector
    ) {
        if !segment.isCurrent(in: collector) { segment = RubySegment(collector) }
        let end = collector.inline.byteCount
        let base = segment.annotations < segment.bases.count ? segment.bases[segment.annotations] : segment.start..<end
        segment.annotations += 1
        segment.inAnnotations = true
        guard rt.style.visibility == .visible else { return }
        let text = Self.collapsedText(of: rt)
        var style = TextStyle(rt.style, decoration: rt.style.textDecoration, baselineShift: 0)
        style.emphasis = nil
        let typography = container.style.eastAsian
        collector.inline.addRuby(
            over: base, text: text, style: style, isOver: typography.rubyPosition == .over,
            align: typography.rubyAlign)
    }

    /// The text of `element` and its descendants, white space collapsed and trimmed.
    static func collapsedText(of element: StyledElement) -> String {
        var pieces: [String] = []
        func walk(_ node: StyledElement, depth: Int) {
            guard depth < 32 else { return }
            for child in node.children {
                switch child {
                case .text(let text): pieces.append(text)
                case .element(let inner) where inner.style.display != .none && inner.name != "rp": walk(inner, depth: depth + 1)
                case .element: continue
                }
            }
        }
        walk(element, depth: 0)
        return pieces.joined().split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(
            separator: " ")
    }
}

/// Where a ruby's current segment started and what it has: its `<rb>` bases, how many
/// annotations it has had, and whether its annotations have begun (base content after them
/// starts a new segment).
private struct RubySegment {
    let start: Int
    /// The paragraph `start` is in: the blocks collected before it. A block-level element
    /// inside the ruby ends that paragraph, and the bases' offsets with it.
    let paragraph: Int
    var bases: [Range<Int>] = []
    var annotations = 0
    var inAnnotations = false

    /// A segment starting at the end of `collector`'s current paragraph.
    init(_ collector: BlockCollector) {
        start = collector.inline.byteCount
        paragraph = collector.blocks.count
    }

    /// True while `collector` is still in the segment's paragraph.
    func isCurrent(in collector: BlockCollector) -> Bool {
        collector.blocks.count == paragraph && collector.inline.byteCount >= start
    }
}
