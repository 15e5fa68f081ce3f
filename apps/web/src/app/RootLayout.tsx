import { Outlet, useNavigation } from "react-router";

/** The frame around every page: the page itself and a progress bar while the next one loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === "loading" && <div className="route-progress" role="progressbar" />}
      <Outlet />
    </>
  );
}
