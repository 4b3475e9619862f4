import Testing

@testable import TouchSimCore

/// docs/model.md §7.7: a UIPageControl at (95, 720, 200, 30): its dots are centred at x = 195,
/// 16 pt apart (`Constants.pageControlDotPitch`).
@Suite("§7.7 UIPageControl")
struct PageControlTests {
    private func dots(pages: Int, current: Int) -> ViewSpec {
        window([
            valueControl("dots", "UIPageControl", Rect(95, 720, 200, 30)) {
                guard case .page(var p) = $0 else { return }
                p.numberOfPages = pages
                p.currentPage = current
                $0 = .page(p)
            }
        ])
    }

    @Test("§7.7 A tap right of the current dot moves forward one page after touchUpInside, left of it back one")
    func tapEitherSide() {
        // Page 1 of 3: the current dot is the middle one, at x = 195.
        #expect(
            replay(dots(pages: 3, current: 1), tap(196, 735)) == [
                "0 dots.began[1]", "0 dots highlight true", "0 dots touchDown", "80 dots.ended[1]",
                "80 dots highlight false", "80 dots touchUpInside", "80 dots valueChanged currentPage=2",
            ])
        #expect(replay(dots(pages: 3, current: 1), tap(194, 735)).last == "80 dots valueChanged currentPage=0")
    }

    @Test("§7.7 The current dot's centre moves with the page: on page 0 of 3 it is at 195 − 16 = 179")
    func dotCentreFollowsPage() {
        #expect(replay(dots(pages: 3, current: 0), tap(180, 735)).last == "80 dots valueChanged currentPage=1")
        #expect(replay(dots(pages: 3, current: 0), tap(178, 735)).last == "80 dots touchUpInside")
    }

    @Test("§7.7 No page past the last or before the first: no valueChanged; nor for a lift outside (§7.2)")
    func limits() {
        #expect(replay(dots(pages: 3, current: 2), tap(290, 735)).last == "80 dots touchUpInside")
        #expect(replay(dots(pages: 0, current: 0), tap(290, 735)).last == "80 dots touchUpInside")
        let outside = [ev(0, 1, .down, 250, 735), ev(40, 1, .move, 250, 500), ev(80, 1, .up, 250, 500)]
        #expect(replay(dots(pages: 3, current: 0), outside).last == "80 dots touchUpOutside")
    }

    @Test("§11.4 currentPage set by the app sends nothing, and the next tap moves from it")
    func setCurrentPage() {
        let out = replay(dots(pages: 3, current: 0)) { addresses in
            let c = addresses.control(addresses.view("dots")!)!
            return [
                .changes([.controlValue(c, .currentPage(2))], at: SimTime(milliseconds: 10)),
                .touches([ev(100, 1, .down, 150, 735)][...]), .touches([ev(180, 1, .up, 150, 735)][...]),
            ]
        }
        #expect(out.last == "180 dots valueChanged currentPage=1")
        #expect(out.filter { $0.contains("valueChanged") }.count == 1)
    }
}
