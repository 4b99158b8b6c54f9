/**
 * @generated SignedSource<<998ff767314c5b16fc5e73110d79f048>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollaboratorRole = "ARCHITECT" | "CONSULTANT" | "DESIGNER" | "DEVELOPER" | "DEVOPS_ENGINEER" | "MENTOR" | "PRODUCT_MANAGER" | "PROJECT_MANAGER" | "QA_ENGINEER" | "TECH_LEAD" | "%future added value";
export type PortfolioCategory = "AI" | "API" | "BOT" | "DASHBOARD" | "DESKTOP" | "ECOMMERCE" | "MOBILE_APP" | "WEBSITE" | "WEB_APP" | "%future added value";
export type PortfolioIndustry = "EDUCATION" | "FINANCE" | "GOVERNMENT" | "HEALTH" | "LOGISTICS" | "MANUFACTURING" | "MEDIA" | "OTHER" | "REAL_ESTATE" | "RETAIL" | "TRAVEL" | "%future added value";
export type PortfolioLicence = "EXTENDED" | "SINGLE_USE" | "%future added value";
export type PortfolioProjectState = "COMPLETED" | "IN_PROGRESS" | "UPCOMING" | "%future added value";
export type PortfolioProjectInput = {
  categories: ReadonlyArray<PortfolioCategory>;
  clientName?: string | null | undefined;
  collaborating: boolean;
  completedOn?: string | null | undefined;
  confidential?: boolean | null | undefined;
  demoPassword?: string | null | undefined;
  demoUrl?: string | null | undefined;
  demoUsername?: string | null | undefined;
  forSale: boolean;
  industry: PortfolioIndustry;
  offers?: ReadonlyArray<PortfolioOfferInput> | null | undefined;
  pictures: ReadonlyArray<PortfolioPictureInput>;
  priceRials?: number | null | undefined;
  shareWithEmployers?: boolean | null | undefined;
  slug: string;
  startedOn?: string | null | undefined;
  state: PortfolioProjectState;
  team: ReadonlyArray<PortfolioMemberInput>;
  technologies: ReadonlyArray<string>;
  words: ReadonlyArray<PortfolioWordsInput>;
};
export type PortfolioOfferInput = {
  includesSetup: boolean;
  includesSource: boolean;
  licence: PortfolioLicence;
  priceRials: number;
  supportMonths: number;
};
export type PortfolioPictureInput = {
  caption?: string | null | undefined;
  file?: string | null | undefined;
  upload?: string | null | undefined;
};
export type PortfolioMemberInput = {
  collaboratorId: string;
  role: CollaboratorRole;
};
export type PortfolioWordsInput = {
  challenges?: string | null | undefined;
  description?: string | null | undefined;
  developerNotes?: string | null | undefined;
  locale: string;
  summary: string;
  title: string;
};
export type useSavePortfolioProjectMutation$variables = {
  connections: ReadonlyArray<string>;
  id?: string | null | undefined;
  input: PortfolioProjectInput;
};
export type useSavePortfolioProjectMutation$data = {
  readonly savePortfolioProject: {
    readonly __typename: "MutationSavePortfolioProjectSuccess";
    readonly data: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MyProjectRow_project" | "ProjectEditor_project">;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly code: string;
  } | {
    readonly __typename: "ValidationError";
    readonly problems: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldErrors_validationError">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSavePortfolioProjectMutation = {
  response: useSavePortfolioProjectMutation$data;
  variables: useSavePortfolioProjectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldError",
    "kind": "LinkedField",
    "name": "fields",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
],
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/)
  ],
  "type": "NotFoundError",
  "abstractKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceRials",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbUrl",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePortfolioProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "savePortfolioProject",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PortfolioProject",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ProjectEditor_project"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MyProjectRow_project"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationSavePortfolioProjectSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "fieldErrors_validationError",
                      "selections": (v8/*:: as any*/),
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "ValidationError",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "problems"
              }
            ],
            "type": "ValidationError",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSavePortfolioProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "savePortfolioProject",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PortfolioProject",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "visibility",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "industry",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "categories",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "technologies",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "clientName",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startedOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completedOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "forSale",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "collaborating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confidential",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shareWithEmployers",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "evaluatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "demoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioDemoCredentials",
                    "kind": "LinkedField",
                    "name": "demoCredentials",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "password",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioOffer",
                    "kind": "LinkedField",
                    "name": "offers",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "licence",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "includesSource",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "includesSetup",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "supportMonths",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioPicture",
                    "kind": "LinkedField",
                    "name": "pictures",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "file",
                        "storageKey": null
                      },
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "caption",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioMember",
                    "kind": "LinkedField",
                    "name": "team",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "role",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Collaborator",
                        "kind": "LinkedField",
                        "name": "collaborator",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "displayName",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioWords",
                    "kind": "LinkedField",
                    "name": "words",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "locale",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "summary",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "description",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "developerNotes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "challenges",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioWords",
                    "kind": "LinkedField",
                    "name": "readerWords",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioPicture",
                    "kind": "LinkedField",
                    "name": "cover",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "data",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "QueryMyPortfolioProjectsConnectionEdge"
                  }
                ]
              }
            ],
            "type": "MutationSavePortfolioProjectSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v8/*:: as any*/),
            "type": "ValidationError",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "81b895313c832baa92ba5bbb3cbae8e4",
    "id": null,
    "metadata": {},
    "name": "useSavePortfolioProjectMutation",
    "operationKind": "mutation",
    "text": "mutation useSavePortfolioProjectMutation(\n  $id: ID\n  $input: PortfolioProjectInput!\n) {\n  savePortfolioProject(id: $id, input: $input) {\n    __typename\n    ... on MutationSavePortfolioProjectSuccess {\n      data {\n        id\n        ...ProjectEditor_project\n        ...MyProjectRow_project\n      }\n    }\n    ... on ValidationError {\n      ...fieldErrors_validationError\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n\nfragment MyProjectRow_project on PortfolioProject {\n  id\n  slug\n  path\n  visibility\n  readerWords {\n    title\n  }\n  cover {\n    thumbUrl\n  }\n}\n\nfragment ProjectEditor_project on PortfolioProject {\n  id\n  slug\n  path\n  visibility\n  industry\n  categories\n  technologies\n  clientName\n  priceRials\n  startedOn\n  completedOn\n  state\n  forSale\n  collaborating\n  confidential\n  shareWithEmployers\n  evaluatedAt\n  demoUrl\n  demoCredentials {\n    username\n    password\n  }\n  offers {\n    licence\n    priceRials\n    includesSource\n    includesSetup\n    supportMonths\n  }\n  pictures {\n    file\n    thumbUrl\n    caption\n  }\n  team {\n    role\n    collaborator {\n      id\n      displayName\n    }\n  }\n  words {\n    locale\n    title\n    summary\n    description\n    developerNotes\n    challenges\n  }\n}\n\nfragment fieldErrors_validationError on ValidationError {\n  fields {\n    path\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "f74b40abde0022989e9bf2c6899e7846";

export default node;
