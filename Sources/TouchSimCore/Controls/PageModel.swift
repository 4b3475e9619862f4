/// UIPageControl's current page (docs/model.md §7.7): a lift inside moves one page toward the
/// side of the current dot the finger is on.
struct PageModel: Equatable {
    private(set) var spec: PageControlSpec

    init(_ spec: PageControlSpec) { self.spec = spec }

    var currentPage: Int { spec.currentPage }

    /// A `set` event's page (§11.4).
    mutating func set(_ page: Int) { spec.currentPage = page }

    /// A lift inside at `p`: the page `valueChanged` reports, or nil at the first or last page
    /// when the finger is on the side with no page. The dots are centred in `bounds`,
    /// `Constants.pageControlDotPitch` apart; left of the current dot's centre goes back.
    mutating func tap(at p: Point, bounds: Rect) -> Int? {
        let middle = Double(spec.numberOfPages - 1) / 2
        let dot =
            bounds.minX + bounds.size.width / 2 + (Double(spec.currentPage) - middle) * Constants.pageControlDotPitch
        let page = p.x < dot ? spec.currentPage - 1 : spec.currentPage + 1
        guard page >= 0, page < spec.numberOfPages else { return nil }
        spec.currentPage = page
        return page
    }
}
