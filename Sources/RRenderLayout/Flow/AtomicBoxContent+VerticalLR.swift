import RRenderCore

/// An inline-block in `vertical-lr` text. The page's mapping (`VerticalMapping`) mirrors what is
/// inside a line across the line, to keep its over side on the right while columns stack left to
/// right; mirrored with it, the lines of an inline-block would stack right to left. Its content is
/// mirrored once more beforehand, within the box, so that the two mirrorings move the box as a
/// whole, and each of its lines is mirrored within itself, as the mapping would have done.
extension AtomicBoxContent {
    /// The content mirrored within each of its lines, then within the box; its baseline that of
    /// the last line (`lastLine`: the first, for an inline-table) as it then lies.
    func mirroredForVerticalLR(baselineIsFirst: Bool) -> AtomicBoxContent {
        let lines = fragments.compactMap { fragment -> Rect? in
            if case .text(let text) = fragment, !text.keepsHorizontal { text.rect } else { nil }
        }
        func mirrored(_ rect: Rect) -> LineMirror {
            LineMirror(line: VerticalMapping.outermostLine(holding: rect, in: lines), box: (0, size.height))
        }
        var content = self
        content.fragments = fragments.map { fragment in
            guard case .popClip = fragment else { return fragment.mirrored(by: mirrored(fragment.rect)) }
            return fragment
        }
        content.links = links.map { link in link.moved(to: mirrored(link.rect).apply(to: link.rect)) }
        if lastBaseline != nil {
            content.lastBaseline = AtomicBoxLayout.baseline(of: content.fragments, first: baselineIsFirst)
        }
        return content
    }
}

extension Fragment {
    /// The fragment mirrored by `mirror`: its area, a line's baseline with it.
    func mirrored(by mirror: LineMirror) -> Fragment {
        let moved = mirror.apply(to: rect)
        switch self {
        case .text(var text):
            text.origin.y = mirror.apply(to: text.origin.y)
            text.rect = moved
            return .text(text)
        case .image(var image):
            image.rect = moved
            return .image(image)
        case .box(var box):
            // Its background layers are placed again on its physical box (`VerticalMapping`).
            box.effects = box.effects?.offsetBy(dx: 0, dy: moved.minY - box.rect.minY)
            box.rect = moved
            return .box(box)
        case .pushClip:
            return .pushClip(moved)
        case .popClip:
            return .popClip
        }
    }
}
