package app.roster.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
