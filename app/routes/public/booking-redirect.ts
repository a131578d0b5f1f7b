import { redirect } from "react-router";

/** /booking (linked from Home) is the booking form on Work With Us. */
export function loader() {
  return redirect("/hire", 301);
}
