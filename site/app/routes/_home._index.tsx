/** The home page without a window open: the search page of the parent route is all there is. */
export default function HomeIndex() {
  return null;
}
