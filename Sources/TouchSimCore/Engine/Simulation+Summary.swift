/// The last line (docs/format.md §3): fingers in order of `down`, everything else in tree order.
extension Simulation {
    func summary(at end: SimTime) -> Summary {
        Summary(
            touches: touchSummaries,
            scrollViews: scrolls.map { .init(view: $0.id, from: $0.initialOffset, to: $0.offset(at: end)) },
            gestures: slots.map { .init(gesture: $0.id, view: tree[$0.node].id, states: $0.reported) },
            controls: controls.map { .init(view: $0.id, events: $0.events, value: $0.value?.current) })
    }
}
