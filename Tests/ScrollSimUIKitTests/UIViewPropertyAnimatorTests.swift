import Foundation
import ScrollSimUIKit
import Testing

@MainActor
@Suite("ScrollSimUIKit: UIViewPropertyAnimator (animations apply at once)")
struct UIViewPropertyAnimatorTests {
    @Test("animations wait for startAnimation, then apply at once; completions follow with .end, in order")
    func startFinishesAtOnce() {
        let view = UIView()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.2 }
        animator.addAnimations { log.append("second animation") }
        animator.addCompletion { log.append("first completion \($0 == .end)") }
        animator.addCompletion { _ in log.append("second completion") }
        #expect(view.alpha == 1)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(view.alpha == 0.2)
        #expect(log == ["second animation", "first completion true", "second completion"])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
    }

    @Test("pause makes it active (running the animations); animations added while active run when added")
    func pauseThenAdd() {
        let view = UIView()
        var completed: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.alpha = 0.5 }
        animator.addCompletion { completed.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(view.alpha == 0.5)
        animator.addAnimations { view.tag = 7 }
        #expect(view.tag == 7)
        animator.fractionComplete = 0.4
        #expect(animator.fractionComplete == 0.4)
        #expect(completed.isEmpty)
        animator.startAnimation()
        #expect(completed == [.end])
    }

    @Test("stop(false) waits in .stopped for finishAnimation(at:), which completes with that position")
    func stopThenFinish() {
        var completed: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { completed.append($0) }
        // Not active: stopping does nothing.
        animator.stopAnimation(false)
        #expect(animator.state == .inactive)
        animator.pauseAnimation()
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        // Starting from .stopped does nothing.
        animator.startAnimation()
        #expect(animator.state == .stopped && completed.isEmpty)
        animator.finishAnimation(at: .start)
        #expect(animator.state == .inactive)
        #expect(completed == [.start])
        #expect(animator.fractionComplete == 0)
    }

    @Test("stop(true) ends it with no completion")
    func stopWithoutFinishing() {
        var completed = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        animator.addCompletion { _ in completed += 1 }
        animator.pauseAnimation()
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && completed == 0)
    }

    @Test("pausesOnCompletion: a started animator stays active, no completion")
    func pausesOnCompletion() {
        var completed = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completed += 1 }
        animator.startAnimation()
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(completed == 0)
    }

    @Test("runningPropertyAnimator has run its animations and completion when it returns")
    func runningAnimator() {
        let view = UIView()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: [],
                                                                      animations: { view.alpha = 0 }) { position = $0 }
        #expect(view.alpha == 0)
        #expect(position == .end)
        #expect(animator.delay == 0.1 && animator.duration == 0.2)
    }

    @Test("feedback generators are made as on iOS and do nothing")
    func feedbackGenerators() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }
}
