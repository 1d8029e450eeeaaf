/**
 * A link to an answer (#quote-cost) opens its <details> (components/faq-list.tsx), where the browser does not itself.
 */
function openTargetAnswer() {
  // The id as written (answers' ids need no escapes): decoding a malformed escape would throw.
  const target = document.getElementById(location.hash.slice(1));
  const details = target?.closest("details");
  if (!details || details.open) return;
  details.open = true;
  target?.scrollIntoView();
}

export function openLinkedAnswers() {
  openTargetAnswer();
  window.addEventListener("hashchange", openTargetAnswer);
}
