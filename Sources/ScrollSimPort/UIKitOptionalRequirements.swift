/// UIKit's optional protocol requirements that ScrollSimUIKit declares as
/// ordinary requirements with a default implementation, so that a `?(`
/// call of one can call it on Linux; with them, those of the SDK frameworks'
/// delegates that the Linux-only modules declare (Quartz Core, Safari
/// Services, WebKit, Core Location, StoreKit, AVFoundation). A test checks the table against the delegate and
/// data source protocols of those sources, both ways.
package enum UIKitOptionalRequirements {
    /// The selectors, as Swift writes them.
    package static let selectors: Set<SwiftSelector> = Set(names.compactMap(SwiftSelector.init))

    /// The selectors' text, protocol by protocol.
    package static let names: [String] = [
        // UIScrollViewDelegate
        "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
        "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
        "scrollViewShouldScrollToTop(_:)", "scrollViewDidScrollToTop(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
        "scrollViewDidZoom(_:)", "viewForZooming(in:)", "scrollViewWillBeginZooming(_:with:)",
        "scrollViewDidEndZooming(_:with:atScale:)",
        // UICollectionViewDelegate
        "collectionView(_:willDisplay:forItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", "collectionView(_:shouldSelectItemAt:)",
        "collectionView(_:didSelectItemAt:)", "collectionView(_:didDeselectItemAt:)", "collectionView(_:shouldHighlightItemAt:)",
        "collectionView(_:didHighlightItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
        "collectionView(_:targetContentOffsetForProposedContentOffset:)", "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
        "collectionView(_:shouldShowMenuForItemAt:)",
        "collectionView(_:canPerformAction:forItemAt:withSender:)", "collectionView(_:performAction:forItemAt:withSender:)",
        "collectionView(_:contextMenuConfigurationForItemAt:point:)", "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
        // UICollectionViewDataSource
        "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)", "collectionView(_:canMoveItemAt:)",
        "collectionView(_:moveItemAt:to:)",
        // UICollectionViewDataSourcePrefetching
        "collectionView(_:cancelPrefetchingForItemsAt:)",
        // UICollectionViewDelegateFlowLayout
        "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
        // UITableViewDataSource (and `numberOfSections(in:)`, above)
        "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)",
        "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)", "sectionIndexTitles(for:)", "tableView(_:commit:forRowAt:)",
        "tableView(_:moveRowAt:to:)",
        // UITableViewDelegate
        "tableView(_:heightForRowAt:)", "tableView(_:estimatedHeightForRowAt:)", "tableView(_:heightForHeaderInSection:)",
        "tableView(_:heightForFooterInSection:)", "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)",
        "tableView(_:willDisplay:forRowAt:)", "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView(_:willDisplayHeaderView:forSection:)", "tableView(_:willDisplayFooterView:forSection:)",
        "tableView(_:didEndDisplayingHeaderView:forSection:)", "tableView(_:didEndDisplayingFooterView:forSection:)",
        "tableView(_:willSelectRowAt:)",
        "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)", "tableView(_:shouldHighlightRowAt:)",
        "tableView(_:editingStyleForRowAt:)", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:contextMenuConfigurationForRowAt:point:)",
        // UIGestureRecognizerDelegate
        "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "gestureRecognizer(_:shouldReceive:)",
        // UITextFieldDelegate
        "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)", "textFieldDidEndEditing(_:)",
        "textFieldDidEndEditing(_:reason:)",
        "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidChangeSelection(_:)", "textFieldShouldClear(_:)",
        "textFieldShouldReturn(_:)",
        // UISearchBarDelegate
        "searchBar(_:textDidChange:)", "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)",
        "searchBarTextDidEndEditing(_:)", "searchBarSearchButtonClicked(_:)", "searchBarCancelButtonClicked(_:)",
        // UITextViewDelegate
        "textViewShouldBeginEditing(_:)", "textViewShouldEndEditing(_:)", "textViewDidBeginEditing(_:)",
        "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidChange(_:)",
        "textViewDidChangeSelection(_:)",
        // UIPickerViewDelegate
        "pickerView(_:widthForComponent:)", "pickerView(_:rowHeightForComponent:)", "pickerView(_:titleForRow:forComponent:)",
        "pickerView(_:attributedTitleForRow:forComponent:)", "pickerView(_:viewForRow:forComponent:reusing:)",
        "pickerView(_:didSelectRow:inComponent:)",
        // UIViewControllerTransitioningDelegate
        "animationController(forPresented:presenting:source:)", "animationController(forDismissed:)",
        "interactionControllerForPresentation(using:)", "interactionControllerForDismissal(using:)",
        // UITabBarControllerDelegate
        "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
        // UISplitViewControllerDelegate
        "splitViewController(_:show:sender:)", "splitViewController(_:showDetail:sender:)",
        "splitViewController(_:collapseSecondary:onto:)", "splitViewController(_:separateSecondaryFrom:)",
        "splitViewController(_:willChangeTo:)", "targetDisplayModeForAction(in:)",
        // UIPageViewControllerDataSource
        "presentationCount(for:)", "presentationIndex(for:)",
        // UIPageViewControllerDelegate
        "pageViewController(_:willTransitionTo:)",
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        "pageViewController(_:spineLocationFor:)", "pageViewControllerSupportedInterfaceOrientations(_:)",
        "pageViewControllerPreferredInterfaceOrientationForPresentation(_:)",
        // UIImagePickerControllerDelegate
        "imagePickerController(_:didFinishPickingMediaWithInfo:)", "imagePickerControllerDidCancel(_:)",
        // UINavigationControllerDelegate
        "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
        "navigationControllerSupportedInterfaceOrientations(_:)",
        "navigationControllerPreferredInterfaceOrientationForPresentation(_:)",
        "navigationController(_:interactionControllerFor:)", "navigationController(_:animationControllerFor:from:to:)",
        // The SDK frameworks' delegates of the Linux-only modules.
        // CAAnimationDelegate (QuartzCore)
        "animationDidStart(_:)", "animationDidStop(_:finished:)",
        // SFSafariViewControllerDelegate (SafariServices)
        "safariViewControllerDidFinish(_:)", "safariViewController(_:didCompleteInitialLoad:)",
        "safariViewController(_:initialLoadDidRedirectTo:)",
        // WKNavigationDelegate (WebKit)
        "webView(_:didStartProvisionalNavigation:)", "webView(_:didCommit:)", "webView(_:didFinish:)",
        "webView(_:didFail:withError:)", "webView(_:didFailProvisionalNavigation:withError:)",
        "webViewWebContentProcessDidTerminate(_:)",
        // UIWebViewDelegate (WebKit here; UIKit on iOS)
        "webViewDidStartLoad(_:)", "webViewDidFinishLoad(_:)", "webView(_:didFailLoadWithError:)",
        // CLLocationManagerDelegate (CoreLocation)
        "locationManager(_:didUpdateLocations:)", "locationManager(_:didFailWithError:)",
        "locationManager(_:didChangeAuthorization:)", "locationManagerDidChangeAuthorization(_:)",
        // SKStoreProductViewControllerDelegate (StoreKit)
        "productViewControllerDidFinish(_:)",
        // AVCapturePhotoCaptureDelegate (AVFoundation)
        "photoOutput(_:willBeginCaptureFor:)", "photoOutput(_:willCapturePhotoFor:)", "photoOutput(_:didCapturePhotoFor:)",
        "photoOutput(_:didFinishProcessingPhoto:error:)", "photoOutput(_:didFinishCaptureFor:error:)",
        // AVAudioPlayerDelegate, AVAudioRecorderDelegate (AVFoundation)
        "audioPlayerDidFinishPlaying(_:successfully:)", "audioPlayerDecodeErrorDidOccur(_:error:)",
        "audioRecorderDidFinishRecording(_:successfully:)", "audioRecorderEncodeErrorDidOccur(_:error:)",
        // AVCaptureFileOutputRecordingDelegate (AVFoundation; its other requirement is required)
        "fileOutput(_:didStartRecordingTo:from:)",
    ]
}
