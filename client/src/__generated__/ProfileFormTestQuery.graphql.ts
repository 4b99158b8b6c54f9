/**
 * @generated SignedSource<<0273852e7f52c923e02ddedaee18aaf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileFormTestQuery$variables = Record<PropertyKey, never>;
export type ProfileFormTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
  } | null | undefined;
};
export type ProfileFormTestQuery = {
  response: ProfileFormTestQuery$data;
  variables: ProfileFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "ProfileFormTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileForm_user"
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
    "name": "ProfileFormTestQuery",
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
            "kind": "ScalarField",
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preferredLanguage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f0213ecb2aa1cb45af10bff7716c268b",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.avatarUrl": (v0/*:: as any*/),
        "viewer.displayName": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.email": (v0/*:: as any*/),
        "viewer.fullName": (v0/*:: as any*/),
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.preferredLanguage": (v0/*:: as any*/),
        "viewer.roles": {
          "enumValues": [
            "JOB_SEEKER",
            "EMPLOYER",
            "COLLABORATOR",
            "ADMIN"
          ],
          "nullable": true,
          "plural": true,
          "type": "Role"
        }
      }
    },
    "name": "ProfileFormTestQuery",
    "operationKind": "query",
    "text": "query ProfileFormTestQuery {\n  viewer {\n    ...ProfileForm_user\n    id\n  }\n}\n\nfragment ProfileForm_user on User {\n  fullName\n  displayName\n  email\n  avatarUrl\n  preferredLanguage\n  roles\n}\n"
  }
};
})();

(node as any).hash = "70fbe138eb99884dc4cc6f8f0881adea";

export default node;
