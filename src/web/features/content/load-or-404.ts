import { data } from "react-router";
import { apiStatus } from "../catalog/api-status.js";

/** A loader's read whose 404 is the page's 404 (rendered inside the layout, with HTTP 404). */
export async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if (apiStatus(e) === 404) throw data({ message: "not found" }, { status: 404 });
    throw e;
  }
}
