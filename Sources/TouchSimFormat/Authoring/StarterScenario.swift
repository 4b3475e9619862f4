import TouchSimReplay

/// The scenario `touchsim new` writes (docs/format.md §4.11): the smallest useful one, every part
/// explained in a `comment`, for a person who has never seen the format.
public enum StarterScenario {
    /// The file's text. It replays as it is; `StarterScenarioTests` checks it.
    public static let text = """
        {
          "touchsim": 1,
          "name": "A tap on a button inside a scroll view",
          "comment": [
            "A touchsim scenario: a view tree and what the fingers did. The reference is docs/format.md.",
            "Replay it with: touchsim replay THIS_FILE",
            "Record its expected output with: touchsim test THIS_FILE --update",
            "Any object may carry a \\"comment\\" like this one, or keys starting with \\"x-\\"; touchsim ignores both."
          ],
          "ios": "17.0",
          "tree": {
            "comment": "The window. Frames are [x, y, width, height] in points, in the superview's coordinates.",
            "id": "window", "frame": [0, 0, 390, 844],
            "subviews": [
              {"comment": "A scroll view: it delays touches on its content by 150 ms and scrolls when a finger drags 10 points.",
               "id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
               "subviews": [
                 {"comment": "A button: subviews of a scroll view are placed in its content coordinates.",
                  "id": "buy", "class": "UIButton", "frame": [20, 100, 160, 44]}
               ]}
            ]
          },
          "events": [
            {"comment": "A tap at the centre of the button: down, then up 80 ms later. Raw events work too: {\\"t\\": 0, \\"touch\\": 1, \\"phase\\": \\"down\\", \\"x\\": 100, \\"y\\": 122}.",
             "t": 0, "tap": "buy"},
            {"comment": "A drag on the feed's empty area, up 300 points in 250 ms: the feed scrolls. touchsim expand THIS_FILE shows the raw events.",
             "t": 1000, "drag": {"from": [195, 600], "to": [195, 300], "duration": 250}}
          ]
        }

        """
}
