import RRenderCore

extension FlowLayout {
    /// Where an empty box (no content of its own, only its background and borders), or the
    /// part of a box below its content, from `top` to `bottom` is cut between pages; nil when it
    /// ends on the page it starts on.
    ///
    /// Such a box is not monolithic: a browser fragments it like any block (CSS Fragmentation 3
    /// §4), its background sliced at each page's end and its borders drawn at its two ends only.
    /// As one atom it would move whole to the next page (or, taller than a page, be drawn past
    /// the page's bottom edge), and the boxes after it would start a page later than the
    /// browser's. The cuts fall where the pages end: at the end of the page the box starts on,
    /// then a page height apart.
    func pageCuts(ofEmptyBoxFrom top: Double, to bottom: Double) -> [Double]? {
        guard bottom > top, boxSlices < ContentLimits.maximumBoxSlicesPerFlow, let start = lastPageStart() else {
            return nil
        }
        var cuts: [Double] = []
        var cut = start.y + pageHeight
        if start.y > top {
            // A flow resumed in the middle knows the pages from the one it was resumed for
            // (`stop`) on. A box begun before that page's start was cut there (a page starts
            // inside a box only at a cut), and every page height before it down to its top.
            // (As many as the whole flow made: within the flow's budget.)
            var before = start.y - pageHeight
            while before > top + 0.01, boxSlices + cuts.count < ContentLimits.maximumBoxSlicesPerFlow {
                cuts.append(before)
                before -= pageHeight
            }
            cuts.reverse()
            cut = start.y
        } else if (pending.forced && flow.atoms.count > start.atom) || top >= cut - 0.01 {
            cut = min(top, pending.forced ? (pending.forcedResumeY ?? top) : (pending.resumeY ?? top)) + pageHeight
        }
        // Each cut from the one before, as the pages after a resumed flow's first see them.
        while cut < bottom - 0.01 {
            guard boxSlices + cuts.count < ContentLimits.maximumBoxSlicesPerFlow else {
                // Hostile heights: the rest stays one piece. The pieces before this box are
                // not known to a flow resumed after them, so none may resume.
                resumeRecorder = nil
                break
            }
            cuts.append(cut)
            cut += pageHeight
        }
        boxSlices += cuts.count
        return cuts.isEmpty ? nil : cuts
    }

    /// Where the page that content starting at `top` is on ends, when a page ends below `top`
    /// but less than a page height below: the rest of a page begun by the atoms before. Nil in a
    /// flow not cut at page ends, and when `top` starts a page (past the last page's end, or
    /// after a forced break).
    func pageEnd(below top: Double) -> Double? {
        guard let start = lastPageStart(), start.y <= top, !(pending.forced && flow.atoms.count > start.atom) else {
            return nil
        }
        let end = start.y + pageHeight
        return top < end - 0.01 ? end : nil
    }

    /// The start of the last page the atoms so far fix (`PageStop`): the page content laid out
    /// next begins on, unless it begins past its end or after a forced break. Nil in a flow not
    /// cut at page ends.
    private func lastPageStart() -> BreakToken? {
        guard cutsBoxesAtPageEnds, pageHeight > 0, pageHeight < .greatestFiniteMagnitude / 4 else { return nil }
        let first = stop?.tokens.first ?? BreakToken(atom: 0, y: 0)
        var pages = pageTracker ?? PageStop(pageHeight: pageHeight, columns: Int.max - 1, from: first)
        _ = pages.isReached(in: flow)
        pageTracker = pages
        return pages.tokens.last ?? BreakToken(atom: 0, y: 0)
    }

    /// Emits the empty box from `top` to `bottom` as one empty atom per page it crosses, cut at
    /// `cuts`: its decoration is the flow's, sliced per page like a box with content.
    func emitSlices(from top: Double, to bottom: Double, cuts: [Double]) {
        for (sliceTop, sliceBottom) in zip([top] + cuts, cuts + [bottom]) {
            emitAtom(top: sliceTop, bottom: sliceBottom, fragments: [], links: [])
        }
    }
}
