/**
 * @generated SignedSource<<bfa24325f0811a7798b10a10b89a0feb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyVerificationTestQuery$variables = Record<PropertyKey, never>;
export type CompanyVerificationTestQuery$data = {
  readonly viewer: {
    readonly company: {
      readonly " $fragmentSpreads": FragmentRefs<"CompanyVerification_company">;
    } | null | undefined;
  } | null | undefined;
};
export type CompanyVerificationTestQuery = {
  response: CompanyVerificationTestQuery$data;
  variables: CompanyVerificationTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyVerificationTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CompanyVerification_company"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CompanyVerificationTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verified",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verification",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nationalId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verificationNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verificationRequestedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5cb6450611998b92946b5019ee86cc78",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.company": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Company"
        },
        "viewer.company.id": (v1/*:: as any*/),
        "viewer.company.nationalId": (v2/*:: as any*/),
        "viewer.company.verification": {
          "enumValues": [
            "UNVERIFIED",
            "PENDING",
            "VERIFIED",
            "REJECTED"
          ],
          "nullable": true,
          "plural": false,
          "type": "CompanyVerification"
        },
        "viewer.company.verificationNote": (v2/*:: as any*/),
        "viewer.company.verificationRequestedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.company.verified": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.id": (v1/*:: as any*/)
      }
    },
    "name": "CompanyVerificationTestQuery",
    "operationKind": "query",
    "text": "query CompanyVerificationTestQuery {\n  viewer {\n    company {\n      ...CompanyVerification_company\n      id\n    }\n    id\n  }\n}\n\nfragment CompanyVerification_company on Company {\n  id\n  verified\n  verification\n  nationalId\n  verificationNote\n  verificationRequestedAt\n}\n"
  }
};
})();

(node as any).hash = "819824b05d93d85ac3548f4938a4499b";

export default node;
