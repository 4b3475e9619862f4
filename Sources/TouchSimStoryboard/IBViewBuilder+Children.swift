import ScenarioText

/// A view's subviews as UIKit holds them: a cell's or effect view's `contentView`, a table's
/// header, cells and footer, a collection view's cells and supplementary views, the `subviews`,
/// and what a container view embeds; each at its stored frame, else where constraints put it.
extension IBViewBuilder {
    mutating func children(
        of element: XMLElement, size: [Double], level: Int, aliases: [String], inherited: [XMLElement]
    ) -> [ScenarioView] {
        let excluded = sizeClass.excluded(element, mask: "subviews")
        if let variation = element.children("variation").first(where: { $0["key"] != "default" }) {
            notes.once(
                "size classes", variation.position,
                "the document varies by size class: views, frames and constraints are those of an iPhone in portrait (compact width, regular height)"
            )
        }
        let elements = subviewElements(of: element).filter { !excluded.contains($0["id"] ?? "") }
        let isTable = element.name == "tableView"
        if isTable, element["dataMode"] != "static", elements.contains(where: { $0.name == "tableViewCell" }) {
            notes.once(
                "prototype rows", element.position,
                "a table's rows come from its data source in code: its prototype cells are imported once each, where Interface Builder lays them out (\(element["id"] ?? "")); add or move rows by hand"
            )
        }
        var frames = layout(elements, in: element, size: size, aliases: aliases, inherited: inherited)
        var views: [ScenarioView] = []
        for (index, child) in elements.enumerated() {
            var extra: [String] = []
            if frames[index].note != nil { extra.append(frames[index].note!) }
            if child.name == "tableViewCell" || child.name == "collectionViewCell" {
                if let reuse = child["reuseIdentifier"] {
                    extra.append("reuseIdentifier \(ScenarioValue.quote(reuse))")
                }
            }
            // Xcode 4 pinned a cell's subviews to the cell, not to its content view.
            let childAliases = child["key"] == "contentView" ? [element["id"] ?? ""] : []
            let childInherited = child["key"] == "contentView" ? element.children("constraints") : []
            if frames[index].frame[2] < 0 || frames[index].frame[3] < 0 {
                notes.add(child.position, "a negative width or height; 0 used")
                frames[index].frame[2] = max(0, frames[index].frame[2])
                frames[index].frame[3] = max(0, frames[index].frame[3])
            }
            views.append(
                view(
                    child, frame: frames[index].frame, level: level + 1, notes: extra, aliases: childAliases,
                    inherited: childInherited))
        }
        if element.name == "containerView",
            let segue = element.child("connections")?.children("segue").first(where: {
                $0["kind"] == "embed"
            }), let destination = segue["destination"]
        {
            if let embedded = embedded(destination, size: size, level: level, at: segue.position) {
                views.append(embedded)
            }
        }
        return views
    }

    /// The elements that are subviews of `element`, back to front.
    func subviewElements(of element: XMLElement) -> [XMLElement] {
        var result: [XMLElement] = []
        for key in ["backgroundView", "contentView", "tableHeaderView"] {
            if let child = element.child(key: key), IBClasses.views[child.name] != nil || child.name == "view" {
                result.append(child)
            }
        }
        for group in element.children where group.name == "prototypes" || group.name == "cells" {
            result += group.children.filter { IBClasses.views[$0.name] != nil }
        }
        for section in element.child("sections")?.children("tableViewSection") ?? [] {
            result += section.child("cells")?.children.filter { IBClasses.views[$0.name] != nil } ?? []
        }
        result += element.children.filter { $0.name == "collectionReusableView" }
        if let footer = element.child(key: "tableFooterView") { result.append(footer) }
        result += element.child("subviews")?.children ?? []
        return result
    }

    /// The frame of each of `elements` in `container`: the stored one where there is one and it
    /// is not misplaced, else the one the constraints give, else an assumed one (with a warning).
    private mutating func layout(
        _ elements: [XMLElement], in container: XMLElement, size: [Double], aliases: [String],
        inherited: [XMLElement]
    ) -> [(frame: [Double], note: String?)] {
        let stored = elements.map { IBFrames.stored($0, sizeClass: sizeClass) }
        let solving = elements.indices.map {
            stored[$0] == nil || IBViewBuilder.flag(elements[$0], "misplaced") == true
        }
        guard let firstSolved = solving.firstIndex(of: true) else {
            return zip(elements, stored).map { element, frame in
                (frame!, IBViewBuilder.flag(element, "ambiguous") == true ? ambiguous(element) : nil)
            }
        }
        var solver = IBLayout()
        let containerID = container["id"] ?? "<container>"
        let containerIDs = Set([containerID] + aliases)
        for id in containerIDs { solver.know(id, frame: [0, 0] + size) }
        for (id, frame) in guides(of: container, size: size) { solver.know(id, frame: frame) }
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            let id = element["id"] ?? "<subview \(index)>"
            names.append(id)
            if solving[index] { solver.unknown(id) } else { solver.know(id, frame: stored[index]!) }
        }
        let excludedConstraints = sizeClass.excluded(container, mask: "constraints")
        for owner in [container] + inherited {
            for list in owner.name == "constraints" ? [owner] : owner.children("constraints") {
                for constraint in list.children("constraint")
                where !excludedConstraints.contains(constraint["id"] ?? "") {
                    solver.add(constraint, owner: containerID, container: containerIDs)
                }
            }
        }
        for (index, element) in elements.enumerated() {
            for constraint in element.child("constraints")?.children("constraint") ?? [] {
                solver.add(constraint, owner: names[index], container: containerIDs)
            }
        }
        solver.solve()
        var results: [(frame: [Double], note: String?)] = []
        var assumed: [Int] = []
        for index in elements.indices {
            if !solving[index] {
                results.append((stored[index]!, nil))
            } else if let frame = solver.frame(names[index]) {
                let misplaced = stored[index] != nil
                results.append(
                    (
                        frame,
                        misplaced
                            ? "misplaced in Interface Builder: frame from its constraints"
                            : "frame from its constraints"
                    ))
            } else {
                assumed.append(index)
                results.append(([0, 0, 0, 0], nil))
            }
        }
        var unsized: [Int: [String]] = [:]
        for index in assumed {
            unsized[index] = ["width", "height"].enumerated().filter { !solver.hasSize(names[index], axis: $0.offset) }
                .map(\.element)
            solver.assumeSize(names[index], intrinsicSize(elements[index]))
        }
        solver.solve()
        for index in assumed { solver.assumeOrigin(names[index]) }
        solver.solve()
        for index in assumed {
            if let frame = stored[index] {
                results[index] = (
                    frame,
                    "misplaced in Interface Builder; its constraints do not settle a frame, so the stored one is kept"
                )
                notes.add(
                    elements[index].position,
                    "a misplaced view whose constraints touchsim cannot solve; its stored frame is kept")
                continue
            }
            let frame = solver.frame(names[index]) ?? [0, 0] + intrinsicSize(elements[index])
            let size = intrinsicSize(elements[index]).map(ScenarioValue.format).joined(separator: " × ")
            let missing = unsized[index] ?? []
            let what =
                missing.isEmpty
                ? "its constraints give its size but not its place; put at the superview's origin where they do not"
                : "its constraints give no \(missing.joined(separator: " and ")); the intrinsic size \(size) pt of a new \(elements[index].name) in Interface Builder is assumed"
            results[index] = (frame, "frame from its constraints, partly assumed")
            notes.add(
                elements[index].position,
                "no stored frame: \(what); frame \(frame.map(ScenarioValue.format).joined(separator: " "))")
        }
        notes.once(
            "solved frames", elements[firstSolved].position,
            "views without a stored frame or with a misplaced one are placed by their constraints, solved as far as edges, fixed sizes and centring go; layout guides are taken as the status bar (20 pt) and bars the scene shows, margins as 8 pt"
        )
        return results
    }

    private mutating func ambiguous(_ element: XMLElement) -> String {
        notes.once(
            "ambiguous", element.position,
            "views with ambiguous constraints keep the frame Interface Builder stored; the app may place them elsewhere"
        )
        return "ambiguous constraints in Interface Builder: stored frame kept"
    }

    /// The frames of the layout guides in `container`: in the scene's root view, the top guide
    /// ends under the status bar (and a navigation bar), the bottom one starts above a tab bar,
    /// and the safe area lies between; in any other view the safe area and a scroll view's frame
    /// guide are its bounds.
    private func guides(of container: XMLElement, size: [Double]) -> [(String, [Double])] {
        let isRoot = container["id"] != nil && container["id"] == guideInsets.rootID
        let top = isRoot ? 20 + (guideInsets.navigationBar ? 44.0 : 0) : 0
        let bottom = isRoot && guideInsets.tabBar ? 49.0 : 0
        var result: [(String, [Double])] = []
        if isRoot {
            for id in guideInsets.top { result.append((id, [0, 0, size[0], top])) }
            for id in guideInsets.bottom { result.append((id, [0, size[1] - bottom, size[0], bottom])) }
        }
        for guide in container.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            if guide["key"] == "safeArea" {
                result.append((id, [0, top, size[0], max(0, size[1] - top - bottom)]))
            } else if guide["key"] == "frameLayoutGuide" {
                result.append((id, [0, 0] + size))
            }
        }
        return result
    }

    /// The size a view takes when no constraint gives one: `placeholderIntrinsicWidth`/`Height`,
    /// else the size Interface Builder gives a new one from its library.
    func intrinsicSize(_ element: XMLElement) -> [Double] {
        let defaults: [String: [Double]] = [
            "button": [46, 30], "label": [42, 21], "switch": [51, 31], "slider": [118, 31], "stepper": [94, 29],
            "segmentedControl": [121, 29], "pageControl": [39, 37], "textField": [97, 30],
            "activityIndicatorView": [20, 20], "progressView": [150, 2],
        ]
        let fallback = defaults[element.name] ?? [0, 0]
        return [
            IBFrames.number(element["placeholderIntrinsicWidth"]) ?? fallback[0],
            IBFrames.number(element["placeholderIntrinsicHeight"]) ?? fallback[1],
        ]
    }
}
