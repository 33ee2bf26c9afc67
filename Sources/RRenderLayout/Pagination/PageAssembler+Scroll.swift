import RRenderCore

/// Scrolled mode (the `scroll` reading setting): frames are windows, one content area high,
/// over the resource laid out as one continuous strip, as a reader scrolling screen by screen
/// sees it; a vertical document's strip runs across the page, its windows one content area
/// wide (Readium scrolls vertical text horizontally). A line cut by a window's edge shows in
/// both windows, clipped; it is text of the window where it starts, so the windows' texts still
/// join into the resource's text once.
extension PageAssembler {
    /// One token per window: the first atom reaching into it and the flow y at its top. With
    /// `shift`, the windows start that far above the flow (a resource continuing a strip
    /// partway down a screen, `rendition:flow` `scrolled-continuous`): its first window shows
    /// the flow from `shift` down.
    static func windowTokens(_ flow: Flow, height: Double, shift: Double = 0) -> [BreakToken] {
        var tokens: [BreakToken] = []
        var atom = 0
        for window in 0..<windowCount(flowHeight: flow.height, windowHeight: height, shift: shift) {
            let y = Double(window) * height - shift
            while atom < flow.atoms.count, flow.atoms[atom].bottom <= y { atom += 1 }
            tokens.append(BreakToken(atom: atom, y: y))
        }
        return tokens
    }

    /// The number of windows `windowHeight` high over a flow `flowHeight` high starting `shift`
    /// down the first: at least one, and at most `maximumScrollWindows` (past them, the rest
    /// of a resource taller than a hundred thousand screens is not shown).
    public static func windowCount(flowHeight: Double, windowHeight: Double, shift: Double = 0) -> Int {
        max(
            1,
            min(ContentLimits.maximumScrollWindows, Int(saturating: ((flowHeight + shift) / max(1, windowHeight)).rounded(.up))))
    }

    /// The layout of window `index`, clipped to the content area.
    func window(_ index: Int) -> PageLayout {
        // A vertical flow's windows step along its block axis, across the page (right to left
        // in vertical-rl): laid out from the window's logical top, then turned onto the page.
        let vertical = writingMode.isVertical ? VerticalMapping(contentRect: contentRect, mode: writingMode) : nil
        let token = tokens[index], end = token.y + logicalContentSize.height
        let pageTop = vertical == nil ? contentRect.minY : 0
        let dx = vertical == nil ? contentRect.minX : 0, dy = pageTop - token.y
        var fragments = decorationIndex.candidates(from: token.y, to: end).compactMap { index in
            flow.decorations[index].sliced(from: token.y, to: end).map { Fragment.box($0).offsetBy(dx: dx, dy: dy) }
        }
        var links: [LinkRegion] = []
        let atoms = flow.atoms[token.atom...].prefix(while: { $0.top < end }).map { atom in
            // Begun in the window above: drawn again, but text of that window.
            var shown = atom
            if atom.top < token.y { shown.fragments = atom.fragments.map(\.repeated) }
            return shown
        }
        // Boxes of atoms begun in the window above are drawn again, but are that window's text.
        let firstNew = token.atom + atoms.prefix(while: { $0.top < token.y }).count
        let again = positionedLayers(atoms: token.atom..<firstNew, column: index, dx: dx, dy: dy, pageTop: pageTop)
        let layers = positionedLayers(
            atoms: firstNew..<(token.atom + atoms.count), column: index, dx: dx, dy: dy, pageTop: pageTop)
        fragments = again.below.map(\.repeated) + layers.below + fragments
        fragments += Flow.paintOrder(atoms[...]).map { $0.offsetBy(dx: dx, dy: dy) }
        fragments += again.above.map(\.repeated) + layers.above
        for atom in atoms { links += atom.links.map { $0.offsetBy(dx: dx, dy: dy) } }
        links += again.links + layers.links
        if var vertical {
            vertical.noteLines(of: fragments)
            fragments = fragments.map(vertical.fragment)
            links = links.map { $0.moved(to: vertical.rect($0.rect)) }
        }
        var page = PageLayout(
            size: viewport, contentRect: contentRect, fragments: fragments, links: links,
            background: flow.canvasBackground)
        page.clip = contentRect
        return page
    }
}

extension Fragment {
    /// The fragment as a copy drawn again: a text line is no longer text of the page.
    var repeated: Fragment {
        guard case .text(var line) = self else { return self }
        line.isRepeated = true
        return .text(line)
    }
}
